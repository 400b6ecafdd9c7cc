//! Which Reactions are self-move Reactions (CR 6.3.c–e), read from card text: the host
//! activates a self-move Reaction when its object exists after the event, any other when
//! it exists and works before it (CR 6.3.f).

use altered_interpreter::{compile_card, Compiled, Trigger};

/// The trigger of the one reaction of a Character with this ability.
fn trigger(ability: &str) -> Trigger {
    let source = format!(
        "name: Test\ntype: Character — Soldier\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n{ability}\n"
    );
    let (card, errors) = altered_grammar::parse_card(&source);
    assert!(errors.is_empty(), "{errors:?}");
    match compile_card(&card.expect("parses")).remove(0) {
        Ok(Compiled::Reaction { trigger, .. }) => trigger,
        other => panic!("not a reaction: {other:?}"),
    }
}

fn self_move(ability: &str) -> bool {
    match trigger(ability) {
        Trigger::Event(e) => e.self_move(),
        other => panic!("not an event trigger: {other:?}"),
    }
}

/// CR 6.3.d: `When I go to Reserve from the Expedition zone` is not a self-move Reaction,
/// although `I` enters a visible zone (an exception to CR 6.3.c): it restricts `When I
/// leave the Expedition zone`, which is not one either. `When I go to Reserve from
/// anywhere` and from another zone are self-move Reactions (CR 6.3.c, the remark of 6.3.e).
#[test]
fn cr_6_3_d_going_to_reserve_from_the_expedition_zone_is_not_a_self_move_reaction() {
    assert!(!self_move(
        "When I go to Reserve from the Expedition zone | Draw a card."
    ));
    assert!(!self_move("When I leave the Expedition zone | Draw a card."));
    assert!(self_move("When I go to Reserve from anywhere | Draw a card."));
    assert!(self_move("When I go to Reserve from your hand | Draw a card."));
}
