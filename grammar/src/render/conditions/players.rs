//! Rendering conditions about players and the day: the first player (CR 4.2.1), whose turn
//! and which phase it is, passing (CR 4.2.3), what they have, what they did this turn, a
//! die's result (CR 7.3.28).

use super::*;

impl R {
    /// Writes a condition about a player or the day (see [`R::condition`]).
    pub(super) fn players_condition(&mut self, c: &Condition) {
        match c {
            Condition::FirstPlayer => self.w("you are the first player"),
            Condition::HasPassed { who, negated } => {
                self.w(super::nouns::player(*who));
                self.w(if *who == PlayerRef::You { "have" } else { "has" });
                if *negated {
                    self.w("not");
                }
                self.w("passed");
            }
            Condition::YourTurn { negated } => self.w(if *negated {
                "it is not your turn"
            } else {
                "it is your turn"
            }),
            Condition::PhaseNow { phase, negated } => {
                self.w(if *negated { "it is not" } else { "it is" });
                self.w(phase.as_str());
            }
            Condition::YouHaveManaOrbs(n) => {
                self.w("you have");
                self.comparison(n);
                self.w("Mana Orbs");
            }
            Condition::YouHaveCardsIn { zone, count } => {
                self.w("you have");
                match count {
                    Comparison::Exactly(Amount::N(0)) => self.w("no"),
                    count => self.comparison(count),
                }
                self.w(match zone {
                    Zone::Reserve => "cards in Reserve",
                    Zone::Hand => "cards in your hand",
                    Zone::Deck => "cards in your deck",
                    Zone::Discard => "cards in your discard pile",
                    Zone::Landmarks => "cards in your Landmark zone",
                    Zone::Mana => "cards in your Mana zone",
                });
            }
            Condition::FewerCardsInReserveThan(p) => {
                self.w("you have less cards in Reserve than");
                self.w(player(*p));
            }
            Condition::Among { count, what, among } => {
                self.w("you have");
                self.comparison(count);
                self.w(match what {
                    Counted::Boosts => "boosts among",
                    Counted::BaseStatisticsZero => "base statistics of 0 among",
                });
                self.selector(among);
            }
            Condition::ZoneEmpty(z) => {
                self.w(&zone_text(z));
                self.w("is empty");
            }
            Condition::NotFirstPlayer => self.w("you are not the first player"),
            Condition::ResultIs(r) => {
                self.w("the result is");
                self.w(&die_range(*r));
            }
            Condition::YouPlayItFrom(z) => {
                self.w("you play it from");
                self.w(&zone_text(z));
            }
            Condition::YouDiscardedThisTurn(zones) => {
                self.w("you discarded a card from");
                for (i, z) in zones.iter().enumerate() {
                    if i > 0 {
                        self.w("or");
                    }
                    self.w(&zone_text(z));
                }
                self.w("this turn");
            }
            Condition::YouPlayedThisTurn(s) => {
                self.w("you played");
                self.selector(s);
                self.w("this turn");
            }
            Condition::AbilityActivatedThisTurn { symbol, negated } => {
                let symbol = ability_symbol(*symbol);
                self.w(match (*negated, symbol.starts_with(['a', 'e', 'i', 'o', 'u'])) {
                    (true, _) => "no",
                    (false, true) => "an",
                    (false, false) => "a",
                });
                self.w(symbol);
                self.w(if *negated {
                    "abilities were activated this turn"
                } else {
                    "ability was activated this turn"
                });
            }
            Condition::YouPlayedThisWay(s) => {
                self.w("you played");
                self.selector(s);
                self.w("this way");
            }
            Condition::FewerCardsInHandThan(p) => {
                self.w("you have less cards in hand than");
                self.w(player(*p));
            }
            _ => unreachable!("not a condition about players: `R::condition` routes it elsewhere"),
        }
    }
}
