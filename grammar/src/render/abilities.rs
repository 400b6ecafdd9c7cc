//! Rendering the frame of an ability: keywords, costs, symbols, quick actions, quoted abilities and reminder text.

use super::*;

impl R {
    pub(super) fn reminder(&mut self, rem: &Option<String>) {
        if let Some(r) = rem {
            self.w(r);
        }
    }

    pub(super) fn kind(&mut self, k: &AbilityKind) {
        match k {
            AbilityKind::Keywords { items, where_x } => {
                let parts: Vec<String> = items.iter().map(|i| keyword_item(&i.node)).collect();
                self.w(&parts.join(", "));
                if let Some(q) = where_x {
                    self.w(",");
                    self.w("where X is");
                    self.quantity(q);
                }
                self.w(".");
            }
            AbilityKind::Reaction(r) => self.reaction(r),
            AbilityKind::QuickAction(q) => self.quick_action(q),
            AbilityKind::Passive(p) => self.passive(p),
            AbilityKind::Effect(e) => self.effect(e),
        }
    }

    pub(super) fn quick_action(&mut self, q: &QuickAction) {
        let costs: Vec<String> = q.costs.iter().map(|c| cost(&c.node)).collect();
        self.w(&costs.join(", "));
        self.w(":");
        self.effect(&q.effect);
        if let Some(c) = &q.only_if {
            self.w("You can only activate this if");
            self.condition(&c.node);
            self.w(".");
        }
        if let Some(m) = &q.costs_more_if {
            self.w("This action costs");
            self.w(&amount(m.by));
            self.w("more if");
            self.condition(&m.condition.node);
            self.w(".");
        }
    }

    pub(super) fn quoted(&mut self, a: &Ability) {
        let text = render_ability(a);
        self.w(&format!("\"{text}\""));
    }
}

pub(super) fn symbol(s: SymbolTrigger) -> &'static str {
    match s {
        SymbolTrigger::Etb => "etb",
        SymbolTrigger::Hand => "hand",
        SymbolTrigger::Reserve => "reserve",
    }
}

pub(super) fn symbol_list(t: &[SymbolTrigger]) -> String {
    let parts: Vec<String> = t.iter().map(|s| symbol(*s).to_string()).collect();
    join_and(&parts, "and")
}

pub(super) fn keyword(k: &Keyword) -> String {
    match k.param {
        Some(p) => format!("{} {}", k.name.as_str(), amount(p)),
        None => k.name.as_str().to_string(),
    }
}

pub(super) fn keyword_item(k: &KeywordItem) -> String {
    match k {
        KeywordItem::Status(s) => s.as_str().to_string(),
        KeywordItem::Keyword(k) => keyword(k),
    }
}

pub(super) fn cost(c: &Cost) -> String {
    match c {
        Cost::Exhaust => "exhaust".into(),
        Cost::Support => "support".into(),
        Cost::Mana(a) => amount(*a),
        Cost::Spend(s) => {
            let mut r = R::default();
            r.w("spend");
            r.spend(s);
            r.out
        }
        Cost::Discard(s) => {
            let mut r = R::default();
            r.w("discard");
            r.selector(s);
            r.out
        }
        Cost::Sacrifice(o) => {
            let mut r = R::default();
            r.w("sacrifice");
            r.object(o);
            r.out
        }
    }
}

pub(super) fn ability_symbol(s: AbilitySymbol) -> &'static str {
    match s {
        AbilitySymbol::Support => "support",
        AbilitySymbol::Exhaust => "exhaust",
    }
}
