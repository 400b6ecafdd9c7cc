//! Conditions about players and the day: the first player (CR 4.2.1), whose turn and which
//! phase it is, passing (CR 4.2.3), what they have (mana, cards, counters), what they did
//! this turn, a die's result (CR 7.3.28).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a condition about a player or the day: `if you're the first player`, `if you have
    /// 8 or more Mana Orbs`, `if you played a Spell this turn`.
    pub(super) fn players_condition(&mut self, c: P<'_>) -> Condition {
        match c.as_rule() {
            Rule::cond_first_player if has(&c, Rule::not_word) => Condition::NotFirstPlayer,
            Rule::cond_first_player => Condition::FirstPlayer,
            Rule::cond_your_turn => Condition::YourTurn {
                negated: has(&c, Rule::not_word),
            },
            Rule::cond_phase_now => Condition::PhaseNow {
                phase: self.phase(child(&c, Rule::phase_now).expect("phase")).node,
                negated: has(&c, Rule::not_word),
            },
            Rule::cond_result_is => Condition::ResultIs(die_range(first(c))),
            Rule::cond_you_discarded => {
                let zones = inner(c).filter(|z| z.as_rule() == Rule::zone_ref).collect::<Vec<_>>();
                Condition::YouDiscardedThisTurn(zones.into_iter().map(|z| self.zone_ref(z)).collect())
            }
            Rule::cond_you_played if has(&c, Rule::this_way) => Condition::YouPlayedThisWay(self.selector(first(c))),
            Rule::cond_you_played => Condition::YouPlayedThisTurn(self.selector(first(c))),
            Rule::cond_has_passed => Condition::HasPassed {
                who: player_ref(first(child(&c, Rule::cmp_player).expect("who"))),
                negated: has(&c, Rule::not_word),
            },
            Rule::cond_ability_activated => Condition::AbilityActivatedThisTurn {
                symbol: ability_symbol(child(&c, Rule::ability_symbol).expect("symbol")),
                negated: has(&c, Rule::no_word),
            },
            Rule::cond_you_play_it => Condition::YouPlayItFrom(self.zone_ref(first(c))),
            Rule::cond_have => {
                let h = child(&c, Rule::have_what).map(first).expect("have");
                let htext = lower_text(&h);
                match h.as_rule() {
                    Rule::have_counters => {
                        let (count, counter) = self.have_counters(&h);
                        Condition::IHave { count, counter }
                    }
                    Rule::have_mana => Condition::YouHaveManaOrbs(self.comparison(first(h))),
                    Rule::have_cards => {
                        if htext.starts_with("less cards in hand") {
                            Condition::FewerCardsInHandThan(player_ref(first(first(h))))
                        } else if htext.starts_with("less cards") {
                            Condition::FewerCardsInReserveThan(player_ref(first(first(h))))
                        } else {
                            Condition::YouHaveCardsIn {
                                zone: zone_word(&h),
                                count: match child(&h, Rule::comparison) {
                                    Some(c) => self.comparison(c),
                                    None => Comparison::Exactly(Amount::N(0)),
                                },
                            }
                        }
                    }
                    Rule::have_stats => self.among(h),
                    r => unreachable!("have {r:?}"),
                }
            }
            Rule::cond_hand_empty => {
                let whose = possessive(child(&c, Rule::possessive_player).expect("whose"));
                let zone = if has(&c, Rule::zone_hand) {
                    Zone::Hand
                } else {
                    Zone::Reserve
                };
                Condition::ZoneEmpty(ZoneRef {
                    whose: Some(whose),
                    any_one: false,
                    zone,
                })
            }
            r => unreachable!("condition {r:?}"),
        }
    }

    /// `3 or more boosts`, `no boosts`, `2 boosts or less`, `a Kelon counter`: how many of a
    /// counter (boosts when `None`, CR 2.5.1).
    pub(super) fn have_counters(&mut self, h: &P<'_>) -> (Comparison, Option<String>) {
        let counter = child(h, Rule::counter_name).map(|n| self.counter_name(&n));
        let count = match child(h, Rule::comparison) {
            Some(x) => self.comparison(x),
            // `I have no boosts`
            None if has(h, Rule::no_word) => Comparison::Exactly(Amount::N(0)),
            None => Comparison::AtMost(amount(child(h, Rule::number).expect("n"))),
        };
        (count, counter)
    }
}
