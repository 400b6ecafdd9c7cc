//! Rendering actions about players: passing, the first player, mana, winning, die rolls, `have` (CR 4.2.1, 4.2.3, 7.3.17,
//! 7.3.28).

use super::*;

impl R {
    /// Writes an action of this sub-area: `RollDie`, `Pay`, `Have`, `WinTheGame`, `Pass`, `BecomeFirstPlayer`, `RollExtraAndIgnoreOne`, `ModifyResult`.
    pub(super) fn players_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::RollDie => self.w("roll a die"),
            Action::Pay(mana) => {
                self.w("pay");
                self.w(&amount(*mana));
            }
            Action::Have { who, clause } => {
                self.w("have");
                self.object(who);
                self.clause(clause, false);
            }
            Action::WinTheGame => self.w("win the game"),
            Action::Pass => self.w(if third { "passes" } else { "pass" }),
            Action::BecomeFirstPlayer => self.w(if third {
                "becomes the first player"
            } else {
                "become the first player"
            }),
            Action::RollExtraAndIgnoreOne(n) => {
                self.verb("roll", third);
                self.w("that many dice plus");
                self.w(&number_word(*n));
                self.w("and ignore the roll of your choice");
            }
            Action::ModifyResult(n) => {
                self.verb("add", third);
                self.w(&amount(*n));
                self.w("to its result");
            }
            _ => {}
        }
    }
}
