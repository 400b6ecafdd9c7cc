//! `altered::check::support_cost_outside_support` (error).
//!
//! **Catches** a quick action in the main ability box whose cost is `support` (`{D}`).
//!
//! **Why:** `support` means "discard me from Reserve", which is only possible while the
//! card is in Reserve, and while it is there only its support abilities work
//! (CR 2.2.12.i, 2.2.12.j). In the main box, the ability can never be used. Most often the
//! `--- support ---` separator is missing or misplaced.
//!
//! **Fix:** move the ability below `--- support ---`, or use another cost.

use altered_grammar::{AbilityKind, Card, Cost};

use super::CheckError;

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    for a in &card.abilities {
        if let AbilityKind::QuickAction(q) = &a.kind {
            for c in &q.costs {
                if c.node == Cost::Support {
                    out.push(CheckError::SupportCostOutsideSupport { span: c.span });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::support_cost_outside_support";

    #[test]
    fn flags_support_cost_in_main_box() {
        let bad = format!("{CHARACTER}support: Draw a card.\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{CHARACTER}--- support ---\nsupport: Draw a card.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }
}
