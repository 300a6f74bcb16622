"""A chapter set up with the chronicle rules (rulebook CHRONICLE callouts): the first player is
the oldest, then the last chapter's vanquished; clans are chosen youngest first, then in reverse
order of the last outcome (the victor last); assets once a turn, each spent for good; a
thin-blooded character belongs to no clan and always pays in the queue's costly spaces."""

from __future__ import annotations

from game.games.bloodlines import INFO
from game.games.bloodlines.actions import ChooseClan, EndTurn, UseAsset
from game.games.bloodlines.chronicle.play import play_decisions
from game.games.bloodlines.content import load as load_basic

from .helpers import chapter, ready

B = load_basic()


def _clan_order(setup: dict) -> list[int]:
    """The seats in the order the game asks them for a clan."""
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    order = []
    while st.step == "clan":
        order.append(st.current_player)
        st.apply(st.legal_actions()[0])
    return order


def test_the_first_chapter_oldest_first_youngest_chooses_first() -> None:
    c = ready(players=4, seed=20)
    setup = c.chapter_setup()
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    assert st.first == 0                               # the players are listed oldest first
    assert _clan_order(setup) == [3, 2, 1, 0]


def test_later_chapters_the_vanquished_goes_first_and_the_victor_chooses_last() -> None:
    c = ready(players=4, seed=21)
    for _ in range(2):
        chapter(c)
        play_decisions(c)
        last = c.chapters[-1]
        setup = c.chapter_setup()
        seats = c.d["current"]["seats"]
        st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
        assert seats[st.first] == last.vanquished
        assert [seats[s] for s in _clan_order(setup)] == list(reversed(last.ranking))


def test_a_player_who_missed_the_chapter_gets_a_free_dot_and_chooses_first() -> None:
    c = ready(players=3, seed=22)
    c.set_active(2, False)
    chapter(c)
    play_decisions(c)
    assert c.chapters[0].players == [0, 1]
    dots = sum(c.players[2].dots.values())
    c.set_active(2, True)
    assert c.decision is not None and c.decision.step == "join.free_dot" and c.decision.seat == 2
    c.choose(0)
    assert sum(c.players[2].dots.values()) == dots + 1 and c.phase == "chapter"
    assert _clan_order(c.chapter_setup())[0] == 2          # not in the last outcome: chooses first


def _game(**options):
    base = {"battlegrounds": "first", "chronicle": True, "first": 0, "clan_order": [0, 1]}
    st = INFO.new_game(2, 5, {**base, **options})
    st.apply(ChooseClan(B.character_by_id["ember_leader"].index))
    st.apply(ChooseClan(B.character_by_id["wild_leader"].index))
    return st


def test_an_asset_once_a_turn_and_gone_when_spent() -> None:
    st = _game(assets=[["warlike", "warlike"], []])
    assert st.current_player == 0
    assert UseAsset("warlike") in st.legal_actions()
    st.apply(UseAsset("warlike"))
    queue = list(st.queue)
    assert st.step == "remove" and not any(a.kind == "pass" for a in st.legal_actions())   # 1 to 5
    st.apply(st.legal_actions()[0])
    assert st.queue != queue
    while st.step == "remove":
        st.apply(next(a for a in st.legal_actions() if a.kind == "pass"))
    assert st.assets[0] == ["warlike"]
    assert UseAsset("warlike") not in st.legal_actions()           # once a turn
    st.apply(next(a for a in st.legal_actions() if a.kind == "recruit"))
    while st.current_player == 0:
        legal = st.legal_actions()
        st.apply(EndTurn() if EndTurn() in legal else legal[0])
    while st.current_player != 0:
        st.apply(st.legal_actions()[0])
    assert UseAsset("warlike") in st.legal_actions()                # the next turn: the second one
    assert not any(a.kind == "use_asset" for a in _game(assets=[[], []]).legal_actions())


def test_a_thin_blooded_character_pays_even_for_its_own_clan() -> None:
    st = _game()
    costly = st.queue[0]
    thin = _game(stickers={B.characters[costly].id: "thin"})
    assert thin.character_clan[costly] == "" and st.character_clan[costly] == B.characters[costly].clan
    from game.games.bloodlines.engine import cost
    assert cost(thin, 0, 0, costly) == 3
    stick = _game(stickers={B.characters[costly].id: "ember"})
    assert cost(stick, 0, 0, costly) == 0                  # a clan sticker of the clan played: free


def test_a_haven_leader_is_offered_only_to_its_owner() -> None:
    lead = B.character_by_id["ember_leader_2"].index
    st = INFO.new_game(2, 5, {"battlegrounds": "first", "clan_order": [1, 0],
                              "leaders": [["ember_leader_2"], []]})
    assert st.current_player == 1 and ChooseClan(lead) not in st.legal_actions()
    st.apply(ChooseClan(B.character_by_id["wild_leader"].index))
    assert ChooseClan(lead) in st.legal_actions()
    st.apply(ChooseClan(lead))
    assert st.clan[0] == "ember" and st.leader[0] == lead
    assert len(st.hand[0]) == 2


def test_the_chapters_missions_are_its_own_five() -> None:
    c = ready(players=3, seed=23)
    setup = c.chapter_setup()
    st = INFO.new_game(setup["players"], setup["seed"], setup["options"])
    fronts = [m.front for m in c.chronicle.chapters[0].missions]
    assert [B.missions[m].id for m in st.missions] == fronts
