//! Resolving noun phrases while running: the objects, players, Expeditions and regions a step names, and whether an object matches a filter.

use super::*;

/// The kinds of counters an object has: boosts first, then its named counters as the
/// host lists them.
/// The regions an action names (CR 3.2.1), by index among [`Query::regions`], each once.
pub(super) fn regions_named<H: Query>(
    on: RegionSel,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Vec<u8> {
    let regions = host.regions();
    match on {
        RegionSel::Chosen => frame.region.into_iter().collect(),
        RegionSel::EachVisible => visible_regions(&regions),
        RegionSel::Of(which) => {
            let mut named: Vec<u8> = Vec::new();
            for e in expeditions_in(which, ctx, frame, host) {
                let at = regions.iter().position(|r| r.expeditions.contains(&e));
                if let Some(r) = at.and_then(|r| u8::try_from(r).ok()) {
                    // A Gigantic object's two Expeditions on one region: that region once.
                    if !named.contains(&r) {
                        named.push(r);
                    }
                }
            }
            named
        }
    }
}

/// The visible regions (CR 3.2.1.d): those face up, which have a terrain; by index.
pub(super) fn visible_regions<P>(regions: &[RegionView<P>]) -> Vec<u8> {
    regions
        .iter()
        .enumerate()
        .filter(|(_, r)| r.terrains.contains(&true))
        .filter_map(|(i, _)| u8::try_from(i).ok())
        .collect()
}

/// The Expeditions `I` am in (both of its controller's for a Gigantic object, CR 7.4.4),
/// or the one I was in when the effect started (CR 6.3.k); none when I was never in one.
pub(crate) fn my_expeditions<H: Query>(ctx: &Context<H::Object, H::Player>, host: &H) -> Vec<(H::Player, Side)> {
    match (host.place(ctx.this), ctx.side) {
        (Some(Place::Expedition(p, _)), _) if host.gigantic(ctx.this) => vec![(p, Side::Hero), (p, Side::Companion)],
        (Some(Place::Expedition(p, s)), _) => vec![(p, s)],
        (_, Some(s)) => vec![(ctx.controller, s)],
        _ => Vec::new(),
    }
}

/// Whether a player's Expedition passes a test, `regions` being [`Query::regions`] now.
pub(crate) fn expedition_passes<H: Query>(
    test: ExpeditionTest,
    (player, side): (H::Player, Side),
    regions: &[RegionView<H::Player>],
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> bool {
    let at = regions.iter().position(|r| r.expeditions.contains(&(player, side)));
    let region = || at.map(|i| &regions[i]);
    match test {
        ExpeditionTest::Ascended => host.ascended(player, side),
        ExpeditionTest::In(t) => host.expedition_in(player, side, t),
        ExpeditionTest::SingleTerrain => region().is_some_and(RegionView::single_terrain),
        ExpeditionTest::InContact => region().is_some_and(|r| r.expeditions.iter().any(|&(q, _)| q != player)),
        ExpeditionTest::InMyRegion => at.is_some_and(|i| {
            my_expeditions(ctx, host)
                .iter()
                .any(|mine| regions[i].expeditions.contains(mine))
        }),
        // CR 1.3.1.b: Hero Expeditions start on the first region, Companion Expeditions on
        // the last; the Arena alone (tiebreakers, CR 1.3.3.c) is no one's starting region.
        ExpeditionTest::AtStart => {
            let start = match side {
                Side::Hero => 0,
                Side::Companion => regions.len().saturating_sub(1),
            };
            regions.len() > 1 && at == Some(start)
        }
        ExpeditionTest::Marked(with) => {
            let marked = at.is_some_and(|i| host.terrain_markers().iter().any(|m| usize::from(m.region) == i));
            marked == with
        }
        ExpeditionTest::Is(which) => side == which,
    }
}

/// The player at place `i` among [`Query::players`] (the place a frame keeps).
pub(super) fn player_at<H: Query>(host: &H, i: usize) -> Option<H::Player> {
    host.players().nth(i)
}

/// The place of `p` among [`Query::players`].
pub(super) fn place_of<H: Query>(host: &H, p: H::Player) -> Option<usize> {
    host.players().position(|q| q == p)
}

/// Every Expedition, for a choice among them (`target Expedition`, distributed tokens).
pub(super) fn every_expedition<H: Query>(host: &H) -> ExpeditionOptions<H::Player> {
    (0..u8::MAX)
        .zip(host.players())
        .flat_map(|(i, p)| {
            [
                ((i, Side::Hero), (p, Side::Hero)),
                ((i, Side::Companion), (p, Side::Companion)),
            ]
        })
        .unzip()
}

pub(super) fn players<H: Query>(who: Who, ctx: &Context<H::Object, H::Player>, host: &H) -> Vec<H::Player> {
    match who {
        Who::You => vec![ctx.controller],
        Who::EachPlayer => host.players().collect(),
        Who::EachOpponent => host.players().filter(|&p| !host.allied(p, ctx.controller)).collect(),
        Who::Chosen | Who::ControllerOf(_) | Who::OwnerOf(_) => Vec::new(), // see `players_in`
    }
}

/// [`players`], with the player chosen in `frame` for [`Who::Chosen`].
pub(super) fn players_in<H: Query>(
    who: Who,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Vec<H::Player> {
    match (who, frame.player) {
        (Who::Chosen, Some(i)) => player_at(host, usize::from(i)).into_iter().collect(),
        (Who::ControllerOf(it), _) => its_controller(it, ctx, frame, host).into_iter().collect(),
        (Who::OwnerOf(it), _) => it_object::<H>(it, ctx, frame)
            .map(|o| host.owner(o))
            .into_iter()
            .collect(),
        _ => players(who, ctx, host),
    }
}

/// The Expeditions an action names, with their players.
pub(super) fn expeditions_in<H: Query>(
    which: Exped,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Vec<(H::Player, Side)> {
    match (which, frame.expedition) {
        (Exped::Chosen, Some((i, s))) => player_at(host, usize::from(i)).map(|p| (p, s)).into_iter().collect(),
        // CR 7.4.4.f: a Gigantic object's Expedition is both of its controller's.
        (Exped::Its(it), _) => match its_expedition(it, ctx, frame, host) {
            Some((p, _)) if gigantic_named(Some(it), ctx, frame, host) => vec![(p, Side::Hero), (p, Side::Companion)],
            one => one.into_iter().collect(),
        },
        // CR 1.2.3.c; CR 7.4.4.g: for a Gigantic object, those facing each of its
        // controller's Expeditions.
        (Exped::OpponentsFacingMe, _) => {
            let mine = match (host.place(ctx.this), ctx.side) {
                (Some(Place::Expedition(q, qs)), _) => Some((q, qs)),
                (_, Some(qs)) => Some((ctx.controller, qs)),
                _ => None,
            };
            let Some((q, qs)) = mine else { return Vec::new() };
            let mut facing = vec![host.facing(q, qs)];
            if host.gigantic(ctx.this) {
                facing.push(host.facing(q, qs.other()));
            }
            facing.retain(|&(p, _)| !host.allied(p, ctx.controller));
            facing
        }
        (Exped::Distributed, _) => frame
            .distributed
            .iter()
            .filter_map(|&(i, s)| player_at(host, usize::from(i)).map(|p| (p, s)))
            .collect(),
        _ => expeditions(which, ctx, host)
            .into_iter()
            .map(|s| (ctx.controller, s))
            .collect(),
    }
}

/// The object an Expedition reference is the Expedition of: `its` names `it`; `my` names
/// the ability's object (`None`).
pub(super) fn its(e: Exped) -> Option<It> {
    match e {
        Exped::Its(it) => Some(it),
        _ => None,
    }
}

/// The objects `what` names now, in order, walked in place: most steps name one or a few
/// and turn each into an atomic action at once, so no list is made for them.
pub(super) fn resolve<'a, H: Query>(
    what: &'a Objs,
    ctx: &'a Context<H::Object, H::Player>,
    frame: &'a Frame<H::Object>,
    host: &'a H,
) -> impl Iterator<Item = H::Object> + 'a {
    // One iterator for every kind of name: the parts that do not apply are empty.
    let one = match what {
        Objs::This => Some(ctx.this),
        Objs::Trigger => ctx.trigger,
        _ => None,
    };
    let (among, except): (&[H::Object], &[H::Object]) = match what {
        Objs::Slot(s) => (frame.slot(*s), &[]),
        Objs::Others { among, except } => (frame.slot(*among), frame.slot(*except)),
        _ => (&[], &[]),
    };
    let filter = match what {
        Objs::All(f) => Some(f),
        _ => None,
    };
    one.into_iter()
        .chain(among.iter().copied().filter(move |o| !except.contains(o)))
        .chain(
            filter
                .into_iter()
                .flat_map(move |f| candidates(f, host).filter(move |&o| matches(f, o, ctx, Some(frame), host))),
        )
}

pub(super) fn expeditions<H: Query>(which: Exped, ctx: &Context<H::Object, H::Player>, host: &H) -> Vec<Side> {
    // CR 7.4.4.f: a Gigantic object's Expedition is both of its controller's; CR 7.4.4.l:
    // then "your other Expedition" is none.
    // Asked only for those two: whether it is Gigantic applies the passives in play.
    let gigantic = || host.place(ctx.this).is_some() && host.gigantic(ctx.this);
    match (which, ctx.side) {
        (Exped::Mine, Some(_)) if gigantic() => vec![Side::Hero, Side::Companion],
        (Exped::YourOther, Some(_)) if gigantic() => Vec::new(),
        (Exped::Mine, Some(s)) => vec![s],
        (Exped::YourOther, Some(s)) => vec![s.other()],
        (Exped::Mine | Exped::YourOther, None) => Vec::new(),
        (Exped::YourHero, _) => vec![Side::Hero],
        (Exped::YourCompanion, _) => vec![Side::Companion],
        (Exped::EachOfYours, _) => vec![Side::Hero, Side::Companion],
        (Exped::EachOfYoursThat(standing), _) => [Side::Hero, Side::Companion]
            .into_iter()
            .filter(|&s| standing.holds(host.standing(ctx.controller, s)))
            .collect(),
        (Exped::Chosen | Exped::Its(_) | Exped::Distributed | Exped::OpponentsFacingMe, _) => Vec::new(), // see `expeditions_in`
    }
}

/// The object `it` names.
pub(super) fn it_object<H: Query>(
    it: It,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
) -> Option<H::Object> {
    match it {
        It::Slot(s) => frame.slot(s).first().copied(),
        It::Trigger => ctx.trigger,
    }
}

/// Where `o` was last seen in an Expedition (CR 2.1.h).
pub(super) fn last_seen<O: Copy + Eq>(o: O, frame: &Frame<O>) -> Option<&Known<O>> {
    frame.known.iter().find(|k| k.object == o)
}

/// The Expedition the object `it` names is in, or was last seen in (CR 2.1.h, 6.3.k).
pub(super) fn its_expedition<H: Query>(
    it: It,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Option<(H::Player, Side)> {
    let o = it_object::<H>(it, ctx, frame)?;
    match host.place(o) {
        Some(Place::Expedition(p, s)) => Some((p, s)),
        _ => {
            let k = last_seen(o, frame)?;
            player_at(host, usize::from(k.player)).map(|p| (p, k.side))
        }
    }
}

/// Whether the object `it` names is in a terrain (CR 7.5.8.b), or was when last seen in
/// an Expedition if it no longer exists (CR 2.1.h).
pub(super) fn it_in_terrain<H: Query>(
    it: It,
    terrain: Terrain,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> bool {
    let Some(o) = it_object::<H>(it, ctx, frame) else {
        return false;
    };
    if host.place(o).is_some() {
        return host.in_terrain(o, terrain);
    }
    let i = TERRAINS.iter().position(|&t| t == terrain).unwrap_or(0);
    last_seen(o, frame).is_some_and(|k| k.terrains[i])
}

/// The controller of the object `it` names, or its controller when last seen in an
/// Expedition if it no longer exists (CR 2.1.h).
pub(super) fn its_controller<H: Query>(
    it: It,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Option<H::Player> {
    let o = it_object::<H>(it, ctx, frame)?;
    if host.place(o).is_some() {
        return Some(host.controller(o));
    }
    match last_seen(o, frame) {
        Some(k) => player_at(host, usize::from(k.player)),
        None => Some(host.controller(o)),
    }
}

/// The objects a walk for `f` need look at, in the order of [`Query::objects`]: only
/// those in play when none of the filter's noun phrases can name an object elsewhere.
/// Each must still be matched; this only leaves out objects that cannot match (a Count
/// of `Characters you control` need not look at every Mana Orb and card in a Discard
/// pile, most of a game's objects).
pub(super) fn candidates<'h, H: Query>(
    f: &Filter,
    host: &'h H,
) -> Candidates<impl Iterator<Item = H::Object> + 'h, impl Iterator<Item = H::Object> + 'h> {
    if only_in_play(f) {
        Candidates::InPlay(host.objects_in_play())
    } else {
        Candidates::All(host.objects())
    }
}

/// Whether every object `f` matches is in play (CR 3.1.4.a), whatever else it asks: the
/// places its noun phrases name are all in an Expedition or a Landmark zone.
fn only_in_play(f: &Filter) -> bool {
    let in_play = match f.zone {
        ZoneFilter::InPlay
        | ZoneFilter::MyExpedition
        | ZoneFilter::YourOtherExpedition
        | ZoneFilter::FacingMe
        | ZoneFilter::ChosenExpedition
        | ZoneFilter::ItsExpedition { .. }
        | ZoneFilter::Landmarks
        | ZoneFilter::Expeditions
        | ZoneFilter::ExpeditionsThat(_) => true,
        ZoneFilter::Reserve
        | ZoneFilter::InPlayOrReserve
        | ZoneFilter::Anywhere
        | ZoneFilter::ControlledOrReserve
        | ZoneFilter::ReserveOrLandmarks
        | ZoneFilter::Mana
        | ZoneFilter::Discard
        | ZoneFilter::Hand
        | ZoneFilter::Among(_)
        | ZoneFilter::AmongOthers { .. } => false,
    };
    in_play && f.or.iter().all(only_in_play)
}

/// The objects of [`candidates`]: those in play, or every object.
pub(super) enum Candidates<A, B> {
    InPlay(A),
    All(B),
}

impl<T, A: Iterator<Item = T>, B: Iterator<Item = T>> Iterator for Candidates<A, B> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match self {
            Candidates::InPlay(a) => a.next(),
            Candidates::All(b) => b.next(),
        }
    }
}

/// Whether an object matches a filter, for the effect described by `ctx`; `frame`: the
/// running effect, whose chosen player and Expedition a filter may name.
pub(super) fn matches<H: Query>(
    f: &Filter,
    o: H::Object,
    ctx: &Context<H::Object, H::Player>,
    frame: Option<&Frame<H::Object>>,
    host: &H,
) -> bool {
    host.place(o)
        .is_some_and(|place| matches_at_in(f, o, place, ctx, frame, host))
}

/// Whether an object matches a filter as it is (or was, CR 6.3.k) at `place`: a trigger
/// looks at an object that left where it was before the event.
pub(crate) fn matches_at<H: Query>(
    f: &Filter,
    o: H::Object,
    place: Place<H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> bool {
    matches_at_in(f, o, place, ctx, None, host)
}

/// [`matches_at`] within a running effect: with no frame, nothing is chosen, and a filter
/// naming the chosen player or Expedition matches nothing. A choice between noun phrases
/// (`a Permanent you control or a card in your Reserve`) matches what any of them matches.
pub(super) fn matches_at_in<H: Query>(
    f: &Filter,
    o: H::Object,
    place: Place<H::Player>,
    ctx: &Context<H::Object, H::Player>,
    frame: Option<&Frame<H::Object>>,
    host: &H,
) -> bool {
    matches_one_at(f, o, place, ctx, frame, host) || f.or.iter().any(|g| matches_at_in(g, o, place, ctx, frame, host))
}

/// Whether an object matches one noun phrase of a filter, its alternatives aside.
pub(super) fn matches_one_at<H: Query>(
    f: &Filter,
    o: H::Object,
    place: Place<H::Player>,
    ctx: &Context<H::Object, H::Player>,
    frame: Option<&Frame<H::Object>>,
    host: &H,
) -> bool {
    let at = |i: u8| player_at(host, usize::from(i));
    let zone_ok = match f.zone {
        ZoneFilter::InPlay => place.in_play(),
        ZoneFilter::Reserve => matches!(place, Place::Reserve(_)),
        ZoneFilter::InPlayOrReserve => place.in_play() || matches!(place, Place::Reserve(_)),
        // CR 7.4.4.b: a Gigantic object is present in both of its controller's
        // Expeditions; CR 7.4.4.f: a Gigantic object's `my Expedition` is both of them.
        ZoneFilter::MyExpedition => match (place, ctx.side) {
            (Place::Expedition(p, s), Some(mine)) if p == ctx.controller => {
                s == mine || host.gigantic(o) || host.gigantic(ctx.this)
            }
            _ => false,
        },
        // CR 7.4.4.b: a Gigantic object is also present in the other one.
        ZoneFilter::YourOtherExpedition => match (place, ctx.side) {
            (Place::Expedition(p, s), Some(mine)) if p == ctx.controller => s != mine || host.gigantic(o),
            _ => false,
        },
        ZoneFilter::Anywhere => true,
        // CR 1.2.3.c: the Expedition facing the one the ability's object is in; CR 7.4.4.g:
        // for a Gigantic object, the Expeditions facing each of its controller's.
        ZoneFilter::FacingMe => {
            let mine = match (host.place(ctx.this), ctx.side) {
                (Some(Place::Expedition(q, qs)), _) => Some((q, qs)),
                (_, Some(qs)) => Some((ctx.controller, qs)),
                _ => None,
            };
            match (place, mine) {
                (Place::Expedition(p, s), Some((q, qs))) => {
                    host.facing(q, qs) == (p, s) || host.gigantic(ctx.this) && host.facing(q, qs.other()) == (p, s)
                }
                _ => false,
            }
        }
        ZoneFilter::ControlledOrReserve => place.in_play() || matches!(place, Place::HeroZone(_) | Place::Reserve(_)),
        ZoneFilter::ReserveOrLandmarks => matches!(place, Place::Reserve(_) | Place::Landmarks(_)),
        ZoneFilter::ChosenExpedition => {
            let chosen = frame.and_then(|fr| fr.expedition).and_then(|(i, s)| Some((at(i)?, s)));
            matches!((place, chosen), (Place::Expedition(p, s), Some(c)) if c == (p, s))
        }
        // CR 7.4.4.b, 7.4.4.f: a Gigantic object is in both of its controller's, and its
        // Expedition is both of them.
        ZoneFilter::ItsExpedition { it, but_it } => frame.is_some_and(|fr| {
            let it = it.it();
            let named = it_object::<H>(it, ctx, fr);
            let same = match (place, its_expedition(it, ctx, fr, host)) {
                (Place::Expedition(p, s), Some((q, qs))) if p == q => {
                    s == qs || host.gigantic(o) || super::actions::gigantic_named(Some(it), ctx, fr, host)
                }
                _ => false,
            };
            same && !(but_it && named == Some(o))
        }),
        ZoneFilter::Mana => matches!(place, Place::Mana(_)),
        ZoneFilter::Discard => matches!(place, Place::Discard(_)),
        ZoneFilter::Landmarks => matches!(place, Place::Landmarks(_)),
        ZoneFilter::Expeditions => matches!(place, Place::Expedition(..)),
        // CR 2.4.3: an Expedition is Ascended or not; a Gigantic object is in both of its
        // controller's (CR 7.4.4.b).
        ZoneFilter::ExpeditionsThat(test) => match place {
            Place::Expedition(p, s) => {
                let regions = host.regions();
                let passes = |side| expedition_passes(test, (p, side), &regions, ctx, host);
                passes(s) || host.gigantic(o) && passes(s.other())
            }
            _ => false,
        },
        ZoneFilter::Hand => matches!(place, Place::Hand(_)),
        // A revealed card still on the Deck it was revealed from.
        ZoneFilter::Among(s) => matches!(place, Place::Deck(_)) && frame.is_some_and(|fr| fr.slot(s).contains(&o)),
        ZoneFilter::AmongOthers { among, except } => {
            matches!(place, Place::Deck(_))
                && frame.is_some_and(|fr| {
                    fr.slot(u16::from(among)).contains(&o) && !fr.slot(u16::from(except)).contains(&o)
                })
        }
    };
    if !zone_ok || (f.other && host.same_card(o, ctx.this)) || (f.only_this && !host.same_card(o, ctx.this)) {
        return false;
    }
    if let Some(rel) = f.whose {
        let controller = match place {
            // The player whose zone it is (a card in a Mana zone is its owner's Mana Orb,
            // CR 3.2.9).
            Place::Expedition(p, _) | Place::Landmarks(p) | Place::Reserve(p) | Place::Mana(p) | Place::Discard(p) => p,
            _ => host.controller(o),
        };
        let ok = match rel {
            Rel::You => controller == ctx.controller,
            Rel::Opponent => !host.allied(controller, ctx.controller),
            Rel::NotYou => controller != ctx.controller,
            Rel::Chosen => frame.and_then(|fr| fr.player).and_then(at) == Some(controller),
            Rel::ControllerOf(it) => {
                let named = frame.and_then(|fr| it_object::<H>(it.it(), ctx, fr));
                named.map(|x| host.controller(x)) == Some(controller)
            }
        };
        if !ok {
            return false;
        }
    }
    if f.token.is_some_and(|t| host.is_token(o) != t) {
        return false;
    }
    if f.ready && host.has_status(o, Status::Exhausted) {
        return false;
    }
    // `Fleeting or Boosted`: any of the statuses listed, Boosted among them (CR 2.4.5.a:
    // having a boost).
    let listed = !f.statuses.is_empty() || f.boosted;
    if listed && !(f.statuses.iter().any(|&s| host.has_status(o, s)) || (f.boosted && host.boosts(o) > 0)) {
        return false;
    }
    if f.not_subtypes.iter().any(|s| host.has_subtype(o, s)) {
        return false;
    }
    // `non-Fleeting`, `non-Boosted` (CR 2.4; CR 2.4.5.a: Boosted is having a boost).
    if f.not_status.is_some_and(|s| host.has_status(o, s)) || (f.not_boosted && host.boosts(o) > 0) {
        return false;
    }
    if let Some(cmp) = f.hand_cost {
        if !host.hand_cost(o).is_some_and(|c| cmp.holds(c)) {
            return false;
        }
    }
    if f.base_cost
        .is_some_and(|cmp| !base_cost(o, host).is_some_and(|c| cmp.holds(c)))
    {
        return false;
    }
    if f.reserve_cost
        .is_some_and(|cmp| !host.reserve_cost(o).is_some_and(|c| cmp.holds(c)))
    {
        return false;
    }
    if let Some((which, order, n)) = f.number_vs.as_deref() {
        let empty;
        let frame = match frame {
            Some(fr) => fr,
            None => {
                empty = Frame::empty();
                &empty
            }
        };
        let n = i64::from(number(n, ctx, frame, host));
        // An object without the number (a Hand Cost off a card) does not match.
        if !object_number(*which, o, host).is_some_and(|v| order.holds(v, n)) {
            return false;
        }
    }
    if let Some((at_most, of)) = f.hand_cost_vs_any.as_deref() {
        let Some(c) = host.hand_cost(o) else { return false };
        let ok = candidates(of, host).any(|b| {
            matches(of, b, ctx, frame, host)
                && host
                    .hand_cost(b)
                    .is_some_and(|bc| if *at_most { c <= bc } else { c >= bc })
        });
        if !ok {
            return false;
        }
    }
    if let Some((counter, cmp)) = f.counted.as_deref() {
        let n = match counter {
            Some(name) => host.counters(o, name),
            None => host.boosts(o),
        };
        if !cmp.holds(n) {
            return false;
        }
    }
    if f.with_counters && counter_kinds(o, host).is_empty() {
        return false;
    }
    if f.played_this_turn
        && !host
            .played_this_turn(ctx.controller)
            .into_iter()
            .any(|p| host.same_card(p, o))
    {
        return false;
    }
    if f.base_statistic_zero && !host.base_statistics(o).is_some_and(|s| s.contains(&0)) {
        return false;
    }
    // CR 2.2.4.a–b: one name, compared whole; an object without a name has none to share.
    if f.named_like_me && host.name(o).is_none_or(|n| host.name(ctx.this) != Some(n)) {
        return false;
    }
    // only an object in an Expedition is in a terrain (CR 7.5.8.b); one matched where it
    // was, after it left, is not asked of the host as it is now
    if f.in_terrain
        .is_some_and(|t| !matches!(place, Place::Expedition(..)) || !host.in_terrain(o, t))
    {
        return false;
    }
    if let Some((t, cmp)) = f.statistic {
        let now = host.statistics(o)[statistic_index(t)];
        if !cmp.holds(u32::try_from(now).unwrap_or(0)) {
            return false;
        }
    }
    if let Some(t) = f.statistic_at_most_mine {
        let i = statistic_index(t);
        if host.statistics(o)[i] > host.statistics(ctx.this)[i] {
            return false;
        }
    }
    // CR 7.4.7.b: `with Tough 2` is an instance of Tough whose number is 2; `with Tough`
    // (written with 0) any number. `non-[Defender]`: held is `false`.
    if f.keywords.iter().any(|&(k, held)| {
        let has = match keyword_number(k) {
            0 => host.has_keyword(o, k),
            n => host.keyword_numbers(o, k).contains(&n),
        };
        has != held
    }) {
        return false;
    }
    if let Some(c) = f.compared {
        if !compared_holds(c, f, o, ctx, frame, host) {
            return false;
        }
    }
    if f.ability
        .is_some_and(|(symbol, with)| host.has_ability(o, symbol) != with)
    {
        return false;
    }
    if let Some(n) = f.no_statistic_over {
        if host
            .statistics(o)
            .iter()
            .any(|&s| s > i64::from(n).min(i64::from(i32::MAX)) as i32)
        {
            return false;
        }
    }
    let kind = host.kind(o);
    f.kinds.is_empty()
        || f.kinds.iter().any(|k| match k {
            KindFilter::Character => kind == CardKind::Character,
            KindFilter::Permanent => matches!(kind, CardKind::LandmarkPermanent | CardKind::ExpeditionPermanent),
            KindFilter::ExpeditionPermanent => kind == CardKind::ExpeditionPermanent,
            KindFilter::LandmarkPermanent => kind == CardKind::LandmarkPermanent,
            KindFilter::Spell => kind == CardKind::Spell,
            KindFilter::Card => !matches!(kind, CardKind::Hero | CardKind::Other),
            KindFilter::SubType(s) => host.has_subtype(o, s),
            KindFilter::ManaOrb => matches!(place, Place::Mana(_)),
        })
}

/// The number of a numbered keyword ability (`Tough 2`: 2); 0 for the others.
fn keyword_number(k: crate::KeywordAbility) -> u32 {
    match k {
        crate::KeywordAbility::Tough(n) | crate::KeywordAbility::Scout(n) => n,
        _ => 0,
    }
}

/// One number of an object (CR 2.2.7-2.2.9, 2.2.11), as it is now; `None` when it has
/// none (a Hero has no cost).
pub(super) fn object_number<H: Query>(n: ObjectNumber, o: H::Object, host: &H) -> Option<i64> {
    match n {
        ObjectNumber::HandCost => host.hand_cost(o).map(i64::from),
        ObjectNumber::ReserveCost => host.reserve_cost(o).map(i64::from),
        ObjectNumber::BaseCost => base_cost(o, host).map(i64::from),
        ObjectNumber::Statistic(t) => Some(i64::from(host.statistics(o)[statistic_index(t)])),
        ObjectNumber::HighestStatistic => host.statistics(o).into_iter().max().map(i64::from),
        ObjectNumber::LowestStatistic => host.statistics(o).into_iter().min().map(i64::from),
        ObjectNumber::Boosts => Some(i64::from(host.boosts(o))),
    }
}

/// Whether `o`'s number stands as `c` says against the same number of the other object:
/// the one named before (with no running effect, or none chosen, nothing matches) or the
/// ability's own object. Either without that number, nothing matches.
fn compared_holds<H: Query>(
    c: Compared,
    filter: &Filter,
    o: H::Object,
    ctx: &Context<H::Object, H::Player>,
    frame: Option<&Frame<H::Object>>,
    host: &H,
) -> bool {
    let other = match c.with {
        ComparedWith::Me => Some(ctx.this),
        ComparedWith::Named(It::Trigger) => ctx.trigger,
        ComparedWith::Named(It::Slot(s)) => frame.and_then(|fr| fr.slot(s).first().copied()),
        ComparedWith::Group => return superlative_holds(c, o, filter, ctx, frame, host),
    };
    let (Some(other), Some(mine)) = (other, object_number(c.number, o, host)) else {
        return false;
    };
    object_number(c.number, other, host).is_some_and(|theirs| c.order.holds(mine, theirs))
}

/// `the Character with the highest Base Cost`: whether `o`'s number stands so against that
/// of every other object the rest of `filter` names (so ties all match). An object without
/// the number (a Spell's statistics) is not in the running.
fn superlative_holds<H: Query>(
    c: Compared,
    o: H::Object,
    filter: &Filter,
    ctx: &Context<H::Object, H::Player>,
    frame: Option<&Frame<H::Object>>,
    host: &H,
) -> bool {
    let Some(mine) = object_number(c.number, o, host) else {
        return false;
    };
    let rest = Filter {
        compared: None,
        ..filter.clone()
    };
    candidates(&rest, host).all(|b| {
        b == o
            || !matches(&rest, b, ctx, frame, host)
            || object_number(c.number, b, host).is_none_or(|theirs| c.order.holds(mine, theirs))
    })
}

/// Whether `o` is one of the objects `filter` describes, seen from `ctx`.
pub fn selects<H: Query>(filter: &Filter, o: H::Object, ctx: &Context<H::Object, H::Player>, host: &H) -> bool {
    matches(filter, o, ctx, None, host)
}

/// Whether each list can give one index, all different (a few filters over the objects in
/// play: a depth-first search, bounded by the filters' count, each level trying each fit).
pub(super) fn distinct_choice(fits: &[Vec<usize>], taken: &mut Vec<usize>) -> bool {
    let Some((first, rest)) = fits.split_first() else {
        return true;
    };
    first.iter().any(|&i| {
        if taken.contains(&i) {
            return false;
        }
        taken.push(i);
        let ok = distinct_choice(rest, taken);
        taken.pop();
        ok
    })
}

/// The Base Cost of an object (CR 2.2.9.b): its Reserve Cost when it is Fleeting or in
/// Reserve, its Hand Cost otherwise. (A card in Limbo while played from Reserve is not an
/// object the runner matches, so that third case never arises here.)
pub(crate) fn base_cost<H: Query>(o: H::Object, host: &H) -> Option<u32> {
    let in_reserve = matches!(host.place(o), Some(Place::Reserve(_)));
    if in_reserve || host.has_status(o, Status::Fleeting) {
        host.reserve_cost(o)
    } else {
        host.hand_cost(o)
    }
}
