//! Lowering actions about players: passing, the first player, mana, winning, die rolls, `have` (CR 4.2.1, 4.2.3, 7.3.17,
//! 7.3.28).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_roll_extra`, `a_modify_result`, `a_roll`, `a_pay`, `a_have`, `a_win`, `a_pass`, `a_become_first`.
    pub(super) fn players_action(&mut self, p: P<'_>, rule: Rule) -> Action {
        match rule {
            Rule::a_roll_extra => Action::RollExtraAndIgnoreOne(amount(first(p))),
            Rule::a_modify_result => Action::ModifyResult(amount(first(p))),
            Rule::a_roll => Action::RollDie,
            Rule::a_pay => Action::Pay(amount(first(child(&p, Rule::mana).expect("mana")))),
            Rule::a_have => {
                let who = self.object(child(&p, Rule::target_obj).expect("obj"));
                self.named_object = true;
                let clause = Box::new(self.clause(child(&p, Rule::clause).expect("clause")));
                Action::Have { who, clause }
            }
            Rule::a_win => Action::WinTheGame,
            Rule::a_pass => Action::Pass,
            Rule::a_become_first => Action::BecomeFirstPlayer,
            r => unreachable!("action {r:?}"),
        }
    }
}
