//! Applying passive abilities (CR 2.3): the passives that alter characteristics (keywords
//! granted, terrains added to regions) are applied one at a time, in dependency then
//! timestamp order, starting from the base characteristics (CR 2.3.1.l, 2.3.3).
//!
//! Nothing is saved: the result is derived from the state when a rule reads a keyword or
//! a terrain, and kept only until the state next changes (`GameState::applied`; every
//! change goes through `GameState`'s `DerefMut`, which forgets it), so it always reflects
//! the state after the last event (CR 2.3.1.k), and only the final result is ever seen
//! outside the derivation (CR 2.3.1.l, remark): a Gigantic Character never leaves nor
//! joins an Expedition because of the re-evaluation itself.

use altered_interpreter::{
    self as interp, Cond, ExpeditionTest, Filter, KeywordAbility, ObjectNumber, Objs, Passive, ZoneFilter,
};

use std::sync::Arc;

use crate::pool::Kind;
use crate::state::alive;
use crate::state::{Applied, AppliedNow, CardId, GameState, Obj, ObjectId, Side, Terrains, Zone};
use crate::statics::ReadHost;

/// What a characteristic-altering passive may read or change, for the dependency test
/// (CR 2.3.2): only two such passives where one reads what the other changes may depend
/// on each other, so the others are ordered by timestamp without trying them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Touches(u8);

impl Touches {
    const NONE: Touches = Touches(0);
    /// Where Gigantic objects are present (CR 7.4.4.b).
    const PRESENCE: Touches = Touches(1);
    /// The terrains of regions (CR 7.5.8).
    const TERRAIN: Touches = Touches(2);
    /// The statistics of Characters (CR 2.2.11).
    const STATISTICS: Touches = Touches(4);
    /// The keyword abilities objects have (CR 7.4).
    const KEYWORDS: Touches = Touches(8);

    fn or(self, other: Touches) -> Touches {
        Touches(self.0 | other.0)
    }

    fn meets(self, other: Touches) -> bool {
        self.0 & other.0 != 0
    }
}

/// An altering passive ability of an object, with its timestamp (CR 2.2.16): the object's
/// id (ids only grow, and a moved card is a new object), then its printed order.
struct Altering<'a> {
    source: CardId,
    stamp: (ObjectId, usize),
    passive: &'a Passive,
    reads: Touches,
    writes: Touches,
}

/// What a filter reads of what altering passives change.
fn filter_reads(f: &Filter) -> Touches {
    // `with no statistic over 3`, `with total forest of 4 or less` (CR 2.2.11).
    let stats = if f.no_statistic_over.is_some()
        || f.total.is_some()
        || f.statistic.is_some()
        || f.statistic_at_most_mine.is_some()
        || f.compared
            .is_some_and(|c| matches!(c.number, ObjectNumber::Statistic(_)))
    {
        Touches::STATISTICS
    } else {
        Touches::NONE
    };
    // `[Defender] Characters`, `Characters with Tough` (CR 7.4).
    let keywords = if f.keywords.is_empty() {
        Touches::NONE
    } else {
        Touches::KEYWORDS
    };
    let alternatives = f.or.iter().map(filter_reads).fold(Touches::NONE, Touches::or);
    stats.or(keywords).or(alternatives).or(match f.zone {
        // Which Expedition an object is in: Gigantic presence (CR 7.4.4.b).
        ZoneFilter::MyExpedition
        | ZoneFilter::YourOtherExpedition
        | ZoneFilter::FacingMe
        | ZoneFilter::ChosenExpedition
        | ZoneFilter::ItsExpedition { .. }
        | ZoneFilter::Expeditions => Touches::PRESENCE,
        // An Expedition's region's terrains too (CR 7.5.8.a).
        ZoneFilter::ExpeditionsThat(_) => Touches::PRESENCE.or(Touches::TERRAIN),
        ZoneFilter::ControlledOrReserve | ZoneFilter::ReserveOrLandmarks => Touches::NONE,
        ZoneFilter::InPlay
        | ZoneFilter::Reserve
        | ZoneFilter::InPlayOrReserve
        | ZoneFilter::Anywhere
        | ZoneFilter::Mana
        | ZoneFilter::Discard
        | ZoneFilter::Landmarks
        | ZoneFilter::Hand
        | ZoneFilter::Among(_)
        | ZoneFilter::AmongOthers { .. } => Touches::NONE,
    })
}

/// What a condition reads of what altering passives change. Exhaustive on purpose: a new
/// condition must say whether it reads a keyword or a terrain.
fn cond_reads(c: &Cond) -> Touches {
    match c {
        Cond::Not(c) => cond_reads(c),
        Cond::Any(cs) => cs.iter().map(cond_reads).fold(Touches::NONE, Touches::or),
        Cond::Count { filter, .. }
        | Cond::BaseStatisticsZero { filter, .. }
        | Cond::BoostsAmong { filter, .. }
        | Cond::ControlsMore { filter, .. } => {
            filter_reads(filter)
        }
        Cond::Distinct(filters) => filters.iter().map(filter_reads).fold(Touches::NONE, Touches::or),
        // CR 7.5.8.b: a Gigantic object is in a terrain if one of its Expeditions is.
        Cond::InTerrain(_) => Touches::TERRAIN.or(Touches::PRESENCE),
        Cond::MyExpedition(_) | Cond::ItsExpedition { .. } => Touches::PRESENCE,
        // The regions of my Expeditions: a Gigantic object's two (CR 7.4.4).
        Cond::MarkerIn(_) => Touches::PRESENCE,
        // Statistics of whole Expeditions: Gigantic Characters count in both.
        Cond::EachOfYourExpeditions(_) | Cond::YourExpedition { .. } => Touches::PRESENCE,
        Cond::ItIn { .. } | Cond::ItInZeroTerrain(_) => Touches::TERRAIN.or(Touches::PRESENCE),
        Cond::ItIs { filter, .. } | Cond::IMatch(filter) => filter_reads(filter),
        // Terrains of regions, as passives change them (CR 3.2.1.e).
        Cond::MyExpeditionIs {
            test: ExpeditionTest::SingleTerrain | ExpeditionTest::In(_),
            ..
        } => Touches::TERRAIN.or(Touches::PRESENCE),
        Cond::MyExpeditionIs { .. } => Touches::PRESENCE,
        Cond::YourExpeditionsAre {
            test: ExpeditionTest::SingleTerrain | ExpeditionTest::In(_),
            ..
        }
        | Cond::YourExpeditionIs {
            test: ExpeditionTest::SingleTerrain | ExpeditionTest::In(_),
            ..
        }
        | Cond::SingleTerrainRegions(_) => Touches::TERRAIN,
        // `in my region`: where my Expeditions are (a Gigantic object's two, CR 7.4.4).
        Cond::YourExpeditionsAre {
            test: ExpeditionTest::InMyRegion,
            ..
        }
        | Cond::YourExpeditionIs {
            test: ExpeditionTest::InMyRegion,
            ..
        } => Touches::PRESENCE,
        Cond::Flag(_)
        | Cond::FirstPlayer
        // Whose turn and which phase: the flow's, no passive changes them.
        | Cond::YourTurn
        | Cond::Passed { .. }
        | Cond::PhaseNow(_)
        | Cond::IHave { .. }
        | Cond::ZoneSize { .. }
        | Cond::IAm(_)
        // Statuses of Expeditions (CR 2.4.3).
        | Cond::YourExpeditionsAre { .. }
        | Cond::YourExpeditionIs { .. }
        // What happened this turn, and printed costs.
        | Cond::PlayedThisTurn { .. }
        | Cond::ActivatedThisTurn(_)
        | Cond::DiscardedThisTurn(_)
        | Cond::ItsBaseCost { .. }
        | Cond::Rolled { .. }
        | Cond::Noted { .. }
        | Cond::SlotIs { .. }
        | Cond::Filled(_)
        | Cond::FewerCards { .. }
        // The terrains of regions: a passive adding one changes it.
        | Cond::ExpeditionIn { .. }
        | Cond::ItsHandCost { .. }
        | Cond::ItsReserveCost { .. }
        | Cond::ResultVsHandCost { .. }
        // Mana, counters and statuses a cost spends.
        | Cond::CanPay(_) => Touches::NONE,
    }
}

impl GameState {
    /// The characteristic-altering passive abilities that work now (CR 2.3.1.h: only on
    /// objects in play; a Hero's from the Hero zone), in timestamp order.
    fn altering(&self) -> Vec<Altering<'_>> {
        let mut out = Vec::new();
        for (source, c) in self.active_cards() {
            // The passives `Traits::alters` names are the ones matched below.
            if !self.def(source).traits().alters {
                continue;
            }
            for (i, p) in self.passives_of(source).enumerate() {
                let (reads, writes) = match p {
                    Passive::Grant { who, keyword, when } => {
                        let mut reads = when.as_ref().map_or(Touches::NONE, cond_reads);
                        if let Objs::All(f) = who {
                            reads = reads.or(filter_reads(f));
                        }
                        let writes = match keyword {
                            KeywordAbility::Gigantic => Touches::PRESENCE.or(Touches::KEYWORDS),
                            _ => Touches::KEYWORDS,
                        };
                        (reads, writes)
                    }
                    // `My region`: both regions of a Gigantic source (CR 7.4.4.f).
                    Passive::RegionAlsoTerrain(_) => (Touches::PRESENCE, Touches::TERRAIN),
                    Passive::AllRegionsAre(_) => (Touches::NONE, Touches::TERRAIN),
                    Passive::MyRegionsAre { .. } => (Touches::PRESENCE, Touches::TERRAIN),
                    Passive::StatisticsEqualHighest { who, when } => (
                        when.as_ref().map_or(Touches::NONE, cond_reads).or(filter_reads(who)),
                        Touches::STATISTICS,
                    ),
                    _ => continue,
                };
                out.push(Altering {
                    source,
                    stamp: (c.obj, i),
                    passive: p,
                    reads,
                    writes,
                });
            }
        }
        out.sort_by_key(|a| a.stamp);
        out
    }

    /// What one altering ability does now, with the abilities in `done` applied and the
    /// others not (CR 2.3.1.l).
    fn apply_one(&self, a: &Altering<'_>, done: &Applied) -> Applied {
        let mut out = Applied::default();
        let host = ReadHost::applying(self, done);
        let ctx = self.passive_context(a.source);
        let holds = |when: &Option<Cond>| when.as_ref().is_none_or(|c| interp::condition_holds(c, &ctx, &host));
        match a.passive {
            Passive::Grant {
                who: Objs::This,
                keyword,
                when,
            } if self.card(a.source).zone.in_play() && holds(when) => {
                out.keywords.push((a.source, *keyword));
            }
            Passive::Grant {
                who: Objs::All(filter),
                keyword,
                when,
            } if holds(when) => {
                // CR 2.3.1.h: these abilities only affect objects in play, all of them
                // among the cards where abilities work.
                for (card, c) in self.active_cards() {
                    let o = Obj { card, obj: c.obj };
                    if c.zone.in_play() && interp::selects(filter, o, &ctx, &host) {
                        out.keywords.push((card, *keyword));
                    }
                }
            }
            Passive::RegionAlsoTerrain(k) => {
                if let Zone::Expedition(q, s) = self.card(a.source).zone {
                    let sides: &[Side] = if self.gigantic_given(a.source, done) {
                        &Side::BOTH
                    } else {
                        std::slice::from_ref(&s)
                    };
                    for side in sides {
                        let r = self.region_of(q, *side);
                        out.terrains.push((Some(r), (*k).min(2), false));
                    }
                }
            }
            Passive::AllRegionsAre(k) => out.terrains.push((None, (*k).min(2), true)),
            Passive::MyRegionsAre { terrain, and_facing } => {
                if let Zone::Expedition(q, s) = self.card(a.source).zone {
                    // `My region`: both regions of a Gigantic source (CR 7.4.4.f).
                    let sides: &[Side] = if self.gigantic_given(a.source, done) {
                        &Side::BOTH
                    } else {
                        std::slice::from_ref(&s)
                    };
                    for &side in sides {
                        let mut named = vec![(q, side)];
                        if *and_facing {
                            named.push(self.facing(q, side)); // CR 1.2.3.c
                        }
                        for (p, sd) in named {
                            let r = self.region_of(p, sd);
                            out.terrains.push((Some(r), (*terrain).min(2), true));
                        }
                    }
                }
            }
            Passive::StatisticsEqualHighest { who, when } if holds(when) => {
                // CR 2.3.1.h: only objects in play.
                for (card, c) in self.active_cards() {
                    let o = Obj { card, obj: c.obj };
                    if c.zone.in_play() && interp::selects(who, o, &ctx, &host) {
                        out.equalized.push(card);
                    }
                }
            }
            _ => {}
        }
        out
    }

    /// The altering passive abilities applied in order (CR 2.3.3), worked out once for
    /// each state: the first question after a change applies them, the next ones read the
    /// result.
    pub(crate) fn applied(&self) -> AppliedNow {
        if let Some(done) = self.derived.applied.get() {
            return done.clone();
        }
        // Not `get_or_init`: applying may ask again (a passive's condition), and the
        // inner question then applies them itself rather than wait on this one.
        let done = self.apply_passives();
        // Most states give nothing: kept without an allocation.
        let done = if done.is_empty() {
            AppliedNow::Nothing
        } else {
            AppliedNow::Kept(Arc::new(done))
        };
        let _ = self.derived.applied.set(done.clone());
        done
    }

    /// The altering passive abilities applied in order (CR 2.3.3), worked out from the
    /// state (read through [`GameState::applied`], which keeps the result until the state
    /// changes): each time, the one with the smallest timestamp among those free from
    /// dependency (CR 2.3.3.a–b), then the dependencies are evaluated again against what
    /// has been applied (CR 2.3.3.c).
    pub(crate) fn apply_passives(&self) -> Applied {
        let mut left = self.altering();
        let mut done = Applied::default();
        while !left.is_empty() {
            let next = self.next_free(&left, &done);
            let a = left.remove(next);
            let effect = self.apply_one(&a, &done);
            done.extend(effect);
        }
        done
    }

    /// The index in `left` (sorted by timestamp) of the next ability to apply.
    fn next_free(&self, left: &[Altering<'_>], done: &Applied) -> usize {
        let n = left.len();
        // Only an ability that reads what another changes may depend on it: without such
        // a pair, timestamp order alone decides.
        let candidates = |a: usize, b: usize| a != b && left[a].reads.meets(left[b].writes);
        if !(0..n).any(|a| (0..n).any(|b| candidates(a, b))) {
            return 0;
        }
        // CR 2.3.2.e–f: [A] directly depends on [B] if applying [B] changes what [A]
        // applies to or what it does, tried against what has been applied so far.
        let alone: Vec<Applied> = left.iter().map(|a| self.apply_one(a, done)).collect();
        let mut dep = vec![false; n * n];
        for a in 0..n {
            for b in 0..n {
                if !candidates(a, b) || alone[b].is_empty() {
                    continue;
                }
                let mut with_b = done.clone();
                with_b.extend(alone[b].clone());
                dep[a * n + b] = self.apply_one(&left[a], &with_b) != alone[a];
            }
        }
        first_free(dep, n)
    }

    /// The keywords a card has from its own printed lines (its base characteristics, CR
    /// 2.3.1.a): keyword lines, and `Tough X` read now.
    pub(crate) fn printed_keywords(&self, card: CardId) -> Vec<KeywordAbility> {
        let mut out = Vec::new();
        for p in self.passives_of(card) {
            match p {
                Passive::Keywords(k) => out.extend_from_slice(k),
                Passive::ToughRegionsBetween => out.push(KeywordAbility::Tough(
                    self.regions_between(crate::state::controller_of(self.card(card))),
                )),
                // CR 7.4.7: X counted now, from the card's point of view (`you control`).
                Passive::ToughCount(f) => {
                    let ctx = self.passive_context(card);
                    let host = ReadHost::new(self);
                    let n = interp::Query::objects(&host)
                        .filter(|&o| interp::selects(f, o, &ctx, &host))
                        .count();
                    out.push(KeywordAbility::Tough(u32::try_from(n).unwrap_or(u32::MAX)))
                }
                _ => {}
            }
        }
        self.keywords_changed(card, &mut out);
        out
    }

    /// Whether a card is a Gigantic Character in an Expedition, with `applied` as the
    /// passives applied (CR 7.4.4.b).
    pub(crate) fn gigantic_given(&self, card: CardId, applied: &Applied) -> bool {
        let c = self.card(card);
        matches!(c.zone, Zone::Expedition(..))
            && matches!(self.def(card).kind, Kind::Character | Kind::Token)
            && (self.printed_has(card, KeywordAbility::Gigantic)
                || applied.keywords_of(card).any(|k| k == KeywordAbility::Gigantic))
    }

    /// Whether a card's own keyword lines give it this keyword (its parameter aside),
    /// without building the list.
    pub(crate) fn printed_has(&self, card: CardId, keyword: KeywordAbility) -> bool {
        if self.has_keyword_changes(card) {
            return self.printed_keywords(card).iter().any(|k| k.same(keyword));
        }
        self.passives_of(card).any(|p| match p {
            Passive::Keywords(k) => k.iter().any(|k| k.same(keyword)),
            Passive::ToughRegionsBetween | Passive::ToughCount(_) => keyword.same(KeywordAbility::Tough(0)),
            _ => false,
        })
    }

    /// A Character's statistics with its boosts (CR 2.2.11, 2.5.1.b), with `applied` as the
    /// passives applied: each its highest when one says so (boosts add to all three alike,
    /// so the highest with them is the highest printed plus them); zero for others (CR
    /// 1.1.6.d).
    pub(crate) fn stats_given(&self, card: CardId, applied: &Applied) -> [i32; 3] {
        let def = self.def(card);
        let c = self.card(card);
        if !matches!(def.kind, Kind::Character | Kind::Token) {
            return [0; 3];
        }
        let b = i32::from(c.boosts);
        let s = [def.stats[0] + b, def.stats[1] + b, def.stats[2] + b];
        if applied.equalized.contains(&card) {
            [s.iter().copied().max().unwrap_or(0); 3]
        } else {
            s
        }
    }

    /// The terrains of region `r` with `applied` as the passives applied (CR 7.5.8.a). The
    /// one computation of a region's terrains: every reader (Progress, `in forest`,
    /// `single-terrain region`, contact) goes through it.
    pub(crate) fn region_terrains_given(&self, r: usize, applied: &Applied) -> Terrains {
        let Some(region) = self.adventure.regions.get(r) else {
            return Terrains::NONE;
        };
        let mut t = region.visible_terrains();
        // CR 3.2.1.e: the Terrain Markers' passives first, in timestamp order (the order
        // placed), each "the region I am placed on gains my terrains and loses its other
        // terrain" (CR 3.2.1.d): the last one placed decides, before any other passive.
        for m in self.terrain_markers.iter().filter(|m| usize::from(m.region) == r) {
            t = m.terrains;
        }
        // In the order applied (CR 2.3.3): a later change applies over an earlier one.
        for &(_, k, only) in applied.terrains.iter().filter(|(q, ..)| q.is_none_or(|q| q == r)) {
            if only {
                t = Terrains::NONE;
            }
            t.0[usize::from(k)] = true;
        }
        t
    }

    /// Whether an object is in a terrain (CR 7.5.8.b): in play in an Expedition whose
    /// region has it, one of the two for a Gigantic Character (CR 7.4.4.f).
    pub(crate) fn in_terrain_given(&self, o: Obj, terrain: interp::Terrain, applied: &Applied) -> bool {
        let Some(Zone::Expedition(p, side)) = alive(self, o).map(|c| c.zone) else {
            return false;
        };
        let t = match terrain {
            interp::Terrain::Forest => 0,
            interp::Terrain::Mountain => 1,
            interp::Terrain::Water => 2,
        };
        let sides: &[Side] = if self.gigantic_given(o.card, applied) {
            &Side::BOTH
        } else {
            std::slice::from_ref(&side)
        };
        sides.iter().any(|s| {
            self.region_terrains_given(self.region_of(p, *s), applied).0[t] // CR 7.5.8.a
        })
    }
}

/// Of `n` abilities sorted by timestamp, with `direct[a * n + b]` when [a] directly depends
/// on [b] (CR 2.3.2.c), the index of the next to apply: the first, by timestamp, free from
/// dependency (CR 2.3.3.a–b).
fn first_free(mut dep: Vec<bool>, n: usize) -> usize {
    // CR 2.3.2.g: dependency is the transitive closure of direct dependency.
    for k in 0..n {
        for a in 0..n {
            if dep[a * n + k] {
                for b in 0..n {
                    if dep[k * n + b] {
                        dep[a * n + b] = true;
                    }
                }
            }
        }
    }
    // CR 2.3.3.a: free when every unapplied ability it depends on depends on it too (a
    // cycle falls back to timestamps). A finite relation always leaves one free; the
    // first by timestamp is the fallback all the same.
    (0..n)
        .find(|&a| (0..n).all(|b| a == b || !dep[a * n + b] || dep[b * n + a]))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::first_free;

    /// `direct` as (a, b) pairs: [a] directly depends on [b].
    fn relation(n: usize, direct: &[(usize, usize)]) -> Vec<bool> {
        let mut dep = vec![false; n * n];
        for &(a, b) in direct {
            dep[a * n + b] = true;
        }
        dep
    }

    /// CR 2.3.2.g: [0] and [1] directly depend on each other, and [1] directly on [2]. Were
    /// dependency only direct, [0] (the oldest) would be free: everything it depends on
    /// depends on it. Through [1], [0] depends on [2], which does not depend on [0]: only
    /// [2] is free, and it applies first.
    #[test]
    fn cr_2_3_2_g_dependency_is_the_transitive_closure_of_direct_dependency() {
        assert_eq!(first_free(relation(3, &[(0, 1), (1, 0), (1, 2)]), 3), 2);
        // Without the link to [2], the cycle alone leaves the oldest free (CR 2.3.3.a).
        assert_eq!(first_free(relation(3, &[(0, 1), (1, 0)]), 3), 0);
        // A chain [0] -> [1] -> [2]: the end of the chain first.
        assert_eq!(first_free(relation(3, &[(0, 1), (1, 2)]), 3), 2);
    }
}
