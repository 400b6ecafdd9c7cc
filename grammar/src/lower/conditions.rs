//! Lowering conditions (`if`, `unless`, `as long as`, CR 6.3).

use super::*;

mod expeditions;
mod objects;
mod players;

impl<'n> Lower<'n> {
    /// A condition, or conditions joined by `or` ([`Condition::AnyOf`]).
    pub(crate) fn condition(&mut self, p: P<'_>) -> Spanned<Condition> {
        let span = self.span(&p);
        let mut parts: Vec<Spanned<Condition>> = inner(p).map(|c| self.condition_one(c)).collect();
        match parts.len() {
            1 => parts.pop().expect("one condition"),
            _ => Spanned::new(Condition::AnyOf(parts), span),
        }
    }

    /// `7 or more boosts among …` ([`Condition::Among`]).
    pub(super) fn among(&mut self, p: P<'_>) -> Condition {
        Condition::Among {
            count: self.comparison(child(&p, Rule::comparison).expect("cmp")),
            what: if child(&p, Rule::among_what).is_some_and(|w| has(&w, Rule::among_boosts)) {
                Counted::Boosts
            } else {
                Counted::BaseStatisticsZero
            },
            among: self.selector(child(&p, Rule::selector).expect("among")),
        }
    }

    pub(super) fn condition_one(&mut self, p: P<'_>) -> Spanned<Condition> {
        let span = self.span(&p);
        let c = first(p);
        let text = lower_text(&c);
        // `target Character has …`: the object is named, and the condition's `it` is it
        let chosen = child(&c, Rule::chosen_subject).map(|s| {
            self.named_object = true;
            self.selector(first(s))
        });
        // By what the condition is about, one file each (the areas of compile's
        // `Lowerer::condition`).
        let cond = match c.as_rule() {
            Rule::cond_defined => Condition::Defined(Spanned::new(c.as_str().to_string(), self.span(&c))),
            Rule::cond_first_player
            | Rule::cond_your_turn
            | Rule::cond_phase_now
            | Rule::cond_result_is
            | Rule::cond_you_discarded
            | Rule::cond_you_played
            | Rule::cond_has_passed
            | Rule::cond_ability_activated
            | Rule::cond_you_play_it
            | Rule::cond_have
            | Rule::cond_hand_empty => self.players_condition(c),
            Rule::cond_zero_terrain
            | Rule::cond_x_higher
            | Rule::cond_its_hand_cost
            | Rule::cond_facing
            | Rule::cond_controls_more
            | Rule::cond_opponent_controls
            | Rule::cond_you_control_it
            | Rule::cond_control
            | Rule::cond_there_are
            | Rule::cond_has_ability
            | Rule::cond_me_in_zone
            | Rule::cond_is
            | Rule::cond_it_has
            | Rule::cond_only_one
            | Rule::cond_statistic
            | Rule::cond_it_is => self.objects_condition(c, &text),
            Rule::cond_your_expeditions
            | Rule::cond_regions_visible
            | Rule::cond_marker_in
            | Rule::cond_expedition_in
            | Rule::cond_expedition => self.expeditions_condition(c, &text),
            r => unreachable!("condition {r:?}"),
        };
        let cond = match chosen {
            Some(what) => Condition::OfChosen {
                what,
                cond: Box::new(cond),
            },
            None => cond,
        };
        Spanned::new(cond, span)
    }
}

/// The zone a `zone_*` word inside `p` names (`Reserve` when none does).
fn zone_word(p: &P<'_>) -> Zone {
    inner(p.clone())
        .find_map(|z| match z.as_rule() {
            Rule::zone_hand => Some(Zone::Hand),
            Rule::zone_deck => Some(Zone::Deck),
            Rule::zone_discard => Some(Zone::Discard),
            Rule::zone_landmarks => Some(Zone::Landmarks),
            Rule::zone_mana => Some(Zone::Mana),
            Rule::zone_reserve => Some(Zone::Reserve),
            _ => None,
        })
        .unwrap_or(Zone::Reserve)
}

/// The region a condition's `… is in my region`, `… in its starting region`, `… in a region
/// with a Terrain Marker` names, if it names one.
fn region_in(c: &P<'_>) -> Option<RegionIs> {
    c.clone()
        .into_inner()
        .find(|p| {
            matches!(
                p.as_rule(),
                Rule::in_my_region | Rule::in_starting_region | Rule::in_marked_region
            )
        })
        .map(super::nouns::region_is)
}
