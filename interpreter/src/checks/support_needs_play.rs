//! `altered::check::support_needs_play` (error).
//!
//! **Catches** an ability in the support box (below `--- support ---`) that needs the
//! card in play: a quick action whose cost is `exhaust`, `Spend N of my boosts` or
//! `Sacrifice me`, or an `etb` reaction.
//!
//! **Why:** support abilities work only while the card is in Reserve, and not while it
//! is exhausted (CR 2.2.12.i, 2.2.12.j). Exhausting it would switch the ability off, a card in
//! Reserve has no boosts (it loses them on leaving the Expedition zone, unless it is
//! Seasoned, CR 7.4.6, so spending boosts is accepted on a Seasoned card) and cannot be
//! sacrificed (only objects in play can), and it never joins the Expedition zone from
//! there, so such an ability can never be used. Most often the ability belongs to the
//! main box and the separator is misplaced.
//!
//! **Fix:** move the ability above `--- support ---`, or give it a cost a card in
//! Reserve can pay (`support`, which discards it from Reserve, or mana).

use altered_grammar::{
    AbilityKind, Card, Cost, KeywordItem, KeywordName, Object, Referent, SpendWhat, SymbolTrigger, Trigger,
};

use super::{CheckError, NeedsPlay};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let seasoned = card.abilities.iter().any(|a| match &a.kind {
        AbilityKind::Keywords { items, .. } => items
            .iter()
            .any(|i| matches!(&i.node, KeywordItem::Keyword(k) if k.name == KeywordName::Seasoned)),
        _ => false,
    });
    for a in &card.support {
        match &a.kind {
            AbilityKind::QuickAction(q) => {
                for c in &q.costs {
                    let needs = match &c.node {
                        Cost::Exhaust => NeedsPlay::Exhaust,
                        Cost::Spend(s) if s.what == SpendWhat::MyBoosts && !seasoned => NeedsPlay::SpendBoosts,
                        Cost::Sacrifice(Object::Ref(Referent::This)) => NeedsPlay::SacrificeMe,
                        _ => continue,
                    };
                    out.push(CheckError::SupportNeedsPlay { needs, span: c.span });
                }
            }
            AbilityKind::Reaction(r) if r.trigger.node == Trigger::Symbol(SymbolTrigger::Etb) => {
                out.push(CheckError::SupportNeedsPlay {
                    needs: NeedsPlay::EtbTrigger,
                    span: r.trigger.span,
                });
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::support_needs_play";

    #[test]
    fn flags_costs_and_triggers_that_need_play() {
        for line in [
            "exhaust: Draw a card.",
            "Spend 1 of my boosts: Draw a card.",
            "Sacrifice me: Draw a card.",
            "etb Draw a card.",
        ] {
            let bad = format!("{CHARACTER}--- support ---\n{line}\n");
            assert!(codes(&bad).iter().any(|c| c == CODE), "{line}");
            let moved = format!("{CHARACTER}{line}\n");
            assert!(codes(&moved).iter().all(|c| c != CODE), "{line}");
        }
        let good = format!("{CHARACTER}--- support ---\nsupport: Draw a card.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
        let seasoned = format!("{CHARACTER}Seasoned.\n--- support ---\nSpend 1 of my boosts: Draw a card.\n");
        assert!(codes(&seasoned).iter().all(|c| c != CODE));
    }
}
