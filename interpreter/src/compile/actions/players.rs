//! Clauses about players: passing (CR 4.2.3), the first player (CR 4.2.1), mana, winning, die
//! rolls (CR 7.3.28), and `have` another player do something (CR 7.3.17).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Pass`, `BecomeFirstPlayer`, `RollDie`, `Pay`, `WinTheGame`.
    pub(super) fn players_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            // CR 4.2.3.d: `You pass`; CR 4.2.1, 7.5.4: `Target player becomes the first player`.
            (None | Some(Subject::Player(_)), Action::Pass) => vec![Act::Pass(self.who(&c.subject, span)?)],
            (None | Some(Subject::Player(_)), Action::BecomeFirstPlayer) => {
                vec![Act::BecomeFirstPlayer(self.who(&c.subject, span)?)]
            }
            (None, Action::RollDie) => {
                // CR 7.3.28.b: the result is noted for the steps after this one.
                pre.push(Instr::Roll);
                self.rolled = true;
                Vec::new()
            }
            // CR 1.2.5.e: exhaust that many ready Mana Orbs; a cost, lowered by `group`.
            (None, Action::Pay(n)) => vec![Act::PayMana(self.amount(*n, span)?)],
            (None | Some(Subject::Player(PlayerRef::You)), Action::WinTheGame) => vec![Act::WinGame],
            (_, _) => return unsupported("the action", span),
        })
    }
}
