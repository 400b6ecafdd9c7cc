//! A frame restarted for a program is the frame `Frame::new` makes for it, whatever ran in
//! it before: a host that keeps one frame for effect after effect gets the same runs.
mod tiny {
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs"));
}

use altered_interpreter::{compile_card, run, Answer, CardKind, Compiled, Context, Frame, Place, Program, Side, Yield};
use tiny::Table;

fn spell(text: &str) -> Program {
    let source =
        format!("name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{text}\n");
    let (card, _) = altered_grammar::parse_card(&source);
    match compile_card(&card.expect("parses")).remove(0) {
        Ok(Compiled::Spell(program)) => program,
        other => panic!("not a spell: {other:?}"),
    }
}

fn table() -> Table {
    Table {
        decks: [5, 5],
        objects: vec![
            (0, CardKind::Spell, Some(Place::Limbo)),
            (1, CardKind::Character, Some(Place::Expedition(1, Side::Hero))),
        ],
        ..Table::default()
    }
}

const CTX: Context<usize, u8> = Context {
    this: 0,
    controller: 0,
    side: None,
    trigger: None,
};

#[test]
fn a_restarted_frame_is_a_new_one_after_a_choice_and_a_step() {
    let choose = spell("Return target Character to its owner's hand.");
    let draw = spell("Draw 2 cards.");
    let mut t = table();
    let mut frame = Frame::new(&choose);
    let Ok(Yield::Ask(_)) = run(&choose, &CTX, &mut frame, &mut t) else {
        panic!("the target is asked");
    };
    frame.answer(&choose, Answer::Object(Some(1))).expect("a candidate");
    assert_eq!(run(&choose, &CTX, &mut frame, &mut t), Ok(Yield::Done));
    assert_eq!(t.hands, [0, 1], "the Character went to its owner's hand");
    assert_ne!(frame, Frame::new(&choose), "the frame holds the choice");

    for program in [&draw, &choose] {
        let mut again = frame.clone();
        again.restart(program);
        assert_eq!(again, Frame::new(program));
        assert_eq!(
            serde_json::to_string(&again).unwrap(),
            serde_json::to_string(&Frame::<usize>::new(program)).unwrap(),
            "saved as a new frame is"
        );
    }
    frame.restart(&draw);
    assert_eq!(run(&draw, &CTX, &mut frame, &mut t), Ok(Yield::Done));
    assert_eq!(t.hands, [2, 1]);
}
