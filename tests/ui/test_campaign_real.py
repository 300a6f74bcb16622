"""The chronicle's window over the real chronicle (``game.games.bloodlines.chronicle`` and its campaign
file): every decision of the prologue and of an aftermath fits at 1280×720 and 1920×1080; a new
campaign runs by clicks through the prologue, chapter 1 at the Bloodlines table (random legal moves),
its aftermath and into chapter 2; Continue resumes a chapter left mid-way; a cut or edited campaign
file is named in a dialog and left byte for byte as it was."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
import tomllib

import pygame
import pytest
import tomli_w

from game.saves import campaign_file
from game.saves.folders import backup_path
from game.saves.plain_data import snapshot_hash
from game.saves.savefile import read_document
from game.ui import campaign
from game.ui.app import App
from game.ui.campaign.book import HavenScene, SheetScene
from game.ui.campaign.booklet import BookletScene
from game.ui.campaign.flow import ChapterEnd, ChapterTable, LookBack, open_campaign
from game.ui.campaign.hub import ChronicleScene
from game.ui.campaign.menu import CampaignLoadScene, CampaignMenuScene
from game.ui.campaign.real import RealCampaign
from game.ui.campaign.reveal import RevealScene
from game.ui.campaign.steps import DecisionScene
from game.ui.campaign.told import ToldScene
from game.ui.scenes_menu import TitleScene
from game.ui.widgets_more import Dialog
from tests.ui.test_campaign_scenes import (
    SIZES,
    answer,
    checked_frame,
    click,
    faults,
    new_campaign,
    play_out,
    press,
    step,
    through_decisions,
)


@pytest.fixture
def app(saves_home):
    campaign.use_library(None)     # the real campaigns folder (in this test's own saves home)
    app = App(size=SIZES[0], fullscreen=False)
    app.preferences.persistent = False
    app.use_ai_process = False
    app.preferences.animation_speed = 0.0
    app.stack.push(TitleScene())
    app.step([], 1 / 60)
    yield app
    app.close()


def test_a_real_chronicle_runs_by_clicks_from_the_prologue_into_chapter_two(app) -> None:
    rng = random.Random(21)
    new_campaign(app, players=3)
    scene = app.stack.top
    assert isinstance(scene, DecisionScene) and scene.decision.stage == "prologue"
    steps_seen = set()
    while not isinstance(app.stack.top, ChronicleScene):
        top = app.stack.top
        if isinstance(top, DecisionScene):
            steps_seen.add(top.decision.steps[top.decision.step])
        answer(app, rng)
    hub = app.stack.top
    run = hub.run
    assert isinstance(run.campaign, RealCampaign)
    assert {"Character", "Trait", "Discipline", "Title", "Retainer"} <= steps_seen
    c = run.campaign.c
    assert c.phase == "chapter" and c.chapter == 1
    for p in range(3):
        sheet = run.campaign.sheet(p)
        assert sheet.character != "(not yet named)" and sheet.titles, f"player {p}'s prologue is on the sheet"
        assert sum(t.dots for _, ts in sheet.sections for t in ts) + sum(t.dots for t in sheet.disciplines) >= 2
        assert run.campaign.haven(p).retained is not None, "the first retainer waits in the haven"
    assert run.campaign.path is not None and run.campaign.path.exists(), "the campaign file is written"
    press(app, hub.next_button)
    table = app.stack.top
    assert isinstance(table, ChapterTable) and table.session.setup["seed"] == c.chapter_setup()["seed"]
    play_out(app, rng)
    end = app.stack.top
    assert isinstance(end, ChapterEnd), end
    assert len(c.chapters) == 1 and c.phase in ("aftermath", "era")
    press(app, end.buttons[0])
    through_decisions(app, rng)
    assert c.phase == "chapter" and c.chapter == 2
    book = run.campaign.booklet()
    assert book.chapters[0].played and book.chapters[0].victor is not None
    assert [row.number for row in book.chapters] == [1, 2], "the booklet lists the chapters reached, no more"
    assert [era.era for era in book.eras] == [1], "nor the eras not reached: their names stay to come"
    lines = run.journal.lines
    repeated = [(a, b) for k, a in enumerate(lines) for b in lines[k + 1:k + 9]
                if " chose: " in a and " chose: " not in b and len(a.rpartition(" chose: ")[2]) >= 4
                and a.rpartition(" chose: ")[2] in b]
    assert not repeated, f"a choice told twice in the journal: {repeated[:3]}"
    assert any("Aftermath, step 6" in line for line in c.log), "every aftermath step was carried out"
    taken = [line for line in run.journal.lines if "takes an obligation: " in line]
    assert taken, "the victor's obligation is told in the window"
    texts = {o.name: o.text for o in c.chronicle.obligations}
    assert all(line.endswith(texts[line.split("takes an obligation: ")[1].split(": ")[0]]) for line in taken), \
        "an obligation is told with what it does"
    hub = app.stack.top
    press(app, hub.papers[0])                       # the booklet: chapter 1 is kept, to look back on
    booklet = app.stack.top
    assert isinstance(booklet, BookletScene) and set(booklet.rows) == {1}
    click(app, booklet.rows[1].center)
    look = app.stack.top
    assert isinstance(look, LookBack) and look.session.state.is_over
    assert c.chapters[0].save_hash == read_document(run.campaign.chapter_save(1))["snapshot"]["hash"]
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is booklet
    press(app, booklet.back_button)
    assert app.stack.top is hub
    press(app, hub.next_button)
    table = app.stack.top
    assert isinstance(table, ChapterTable) and not table.session.state.history
    assert table.session.setup["seed"] == c.chapter_setup()["seed"]
    again = campaign_file.load_campaign(run.campaign.path)
    assert again.chapter == 2 and len(again.chapters) == 1


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_real_decision_and_paper_fits(app, size) -> None:
    """The prologue of four players, a whole chapter's aftermath, and the papers, at each size."""
    app.resized(size)
    rng = random.Random(4)
    problems: list[str] = []
    checked = 0
    new_campaign(app, players=4, seed=4)

    def through(until) -> None:
        nonlocal checked
        while not until():
            top = app.stack.top
            if isinstance(top, (DecisionScene, RevealScene, ToldScene)):
                fits = checked_frame(app)
                label = top.decision.step if isinstance(top, DecisionScene) else "reveal"
                problems.extend(f"{label}: {p}" for p in faults(fits, size[1]))
                checked += 1
            answer(app, rng)

    through(lambda: isinstance(app.stack.top, ChronicleScene))
    run = app.stack.top.run
    press(app, app.stack.top.next_button)
    play_out(app, rng)
    assert isinstance(app.stack.top, ChapterEnd)
    fits = checked_frame(app)
    problems.extend(f"chapter end: {p}" for p in faults(fits, size[1]))
    press(app, app.stack.top.buttons[0])
    through(lambda: isinstance(app.stack.top, ChronicleScene))
    for paper in (BookletScene, SheetScene, HavenScene):
        for seat in range(4):
            scene = app.push(paper(run))
            if hasattr(scene, "show"):
                step(app)
                scene.show(seat)
            fits = checked_frame(app)
            assert len(fits) > 10
            problems.extend(f"{paper.__name__} {seat}: {p}" for p in faults(fits, size[1]))
            app.stack.pop()
            if not hasattr(scene, "show"):
                break
    assert checked > 20
    assert not problems, f"{len(problems)} texts do not fit\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("size", (*SIZES, (2560, 1440)), ids=[f"{w}x{h}" for w, h in (*SIZES, (2560, 1440))])
def test_a_retainer_list_of_long_abilities_stays_in_the_window(app, size) -> None:
    """Seed 77's first aftermath: Valerian's retainer, ten answers beside the sheet, several with a
    long ability.  No arrangement of the first six fitted and the last (four columns, each name in
    three lines) ran past the buttons and off the window at 1280x720; every answer now fits whole."""
    from game.games.bloodlines.chronicle.play import play_chapter, play_decisions
    from game.ui.campaign.flow import Run, proceed

    app.resized(size)
    seats = [{"name": n, "kind": "ai", "level": "random", "colour": c}
             for n, c in zip(("Valerian", "Corvin", "Mirela", "Anselm"), ("crimson", "gold", "azure", "jade"),
                             strict=True)]
    real = campaign.library().new(seats, 77, "long abilities")
    play_decisions(real.c)
    play_chapter(real.c, "random")
    real.save()
    app.preferences.animation_speed = 1.0      # each AI's choice stays on screen to be checked
    proceed(app, Run(real))
    rng = random.Random(1)
    problems: list[str] = []
    retainers = []
    while not isinstance(app.stack.top, ChronicleScene):
        top = app.stack.top
        if isinstance(top, DecisionScene):
            fits = checked_frame(app)
            problems.extend(f"{top.decision.title}: {p}" for p in faults(fits, size[1]))
            if top.decision.key[0] == "aftermath.retainer":
                retainers.append((top.decision.seat, len(top.decision.choices)))
        answer(app, rng)
    assert (0, 10) in retainers, retainers
    assert not problems, f"{len(problems)} texts do not fit\n" + "\n".join(problems[:20])


def test_continue_resumes_a_real_chapter_left_mid_way(app) -> None:
    rng = random.Random(9)
    new_campaign(app, players=2)
    through_decisions(app, rng)
    press(app, app.stack.top.next_button)
    play_out(app, rng, moves=10)
    table = app.stack.top
    assert isinstance(table, ChapterTable)
    history = list(table.session.state.history)
    path = table.run.campaign.path
    app.go_to_title()
    step(app)
    assert campaign_file.chapter_path(path, 1).exists(), "the chapter's game is saved beside the campaign"
    press(app, next(b for b in app.stack.top.buttons if b.text == "Campaign"))
    menu = app.stack.top
    assert isinstance(menu, CampaignMenuScene) and menu.buttons[1].enabled
    press(app, menu.buttons[1])
    table = app.stack.top
    assert isinstance(table, ChapterTable), f"Continue goes back to the chapter, not {table!r}"
    assert list(table.session.state.history) == history


def test_the_title_screens_continue_resumes_a_chronicle_left_mid_chapter(app) -> None:
    """Quit mid-chapter, and the title's own Continue (not only the campaign menu's) brings the chapter back."""
    rng = random.Random(12)
    new_campaign(app, players=2)
    through_decisions(app, rng)
    press(app, app.stack.top.next_button)
    play_out(app, rng, moves=8)
    table = app.stack.top
    assert isinstance(table, ChapterTable)
    history = list(table.session.state.history)
    app.go_to_title()
    step(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.resume()
    button = next(b for b in title.buttons if b.text == "Continue")
    assert button.enabled and "chronicle" in button.tooltip
    press(app, button)
    table = app.stack.top
    assert isinstance(table, ChapterTable), f"the title's Continue opened {table!r}"
    assert list(table.session.state.history) == history


@pytest.mark.parametrize("damage", ["cut", "edited", "newer"])
def test_a_damaged_campaign_file_is_named_and_nothing_is_lost(app, damage) -> None:
    rng = random.Random(2)
    new_campaign(app, players=2)
    through_decisions(app, rng)
    path = app.stack.top.run.campaign.path
    text = path.read_bytes()
    if damage == "cut":
        broken = text[: len(text) // 2]
    elif damage == "edited":
        at = text.index(b"[campaign]")          # a value inside the campaign itself, not its list line
        broken = text[:at] + text[at:].replace(b"\ndraws = ", b"\ndraws = 1", 1)
        assert broken != text
    else:
        broken = text.replace(b"version = 1", b"version = 99", 1)
        assert broken != text
    path.write_bytes(broken)
    app.go_to_title()
    step(app)
    menu = app.stack.push(CampaignMenuScene())
    step(app)
    assert not menu.buttons[1].enabled, "a damaged chronicle is not offered to continue"
    scene = app.stack.push(CampaignLoadScene())
    step(app)
    rows = scene.list.rows
    assert len(rows) == 1 and rows[0].value.broken and rows[0].note
    press(app, scene.load_button)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and path.name in dialog.message
    assert path.read_bytes() == broken, "reading never changes the file"
    press(app, dialog.buttons[0])
    assert open_campaign(app, path) is None
    assert isinstance(app.stack.top, Dialog) and app.stack.top.danger
    assert path.read_bytes() == broken


def test_a_hostile_campaign_file_is_refused_and_never_saved_again_by_opening_it(app) -> None:
    """Issue 39: a body edited and its hash computed again (an obligation this build has never
    heard of) is refused when the window opens it: a dialog names the field, and the file is not
    written again nor given a backup (before, it opened, was saved with the bad file as its
    backup, and the chapter then failed)."""
    rng = random.Random(3)
    new_campaign(app, players=2)
    through_decisions(app, rng)
    path = app.stack.top.run.campaign.path
    doc = tomllib.loads(path.read_text("utf-8"))
    doc["campaign"]["players"][0]["obligations"] = ["a_debt_never_written"]
    doc["hash"] = snapshot_hash(doc["campaign"])
    path.write_text(tomli_w.dumps(doc), "utf-8")
    backup_path(path).unlink(missing_ok=True)
    hostile = path.read_bytes()
    app.go_to_title()
    step(app)
    assert open_campaign(app, path) is None
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.danger and "players[0].obligations" in dialog.message
    assert ".bak" not in dialog.message, "no backup to speak of"
    step(app)
    assert path.read_bytes() == hostile and not backup_path(path).exists()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_an_era_end_shows_its_standing_and_its_scoring_cards(app, size) -> None:
    """Three chapters played by the chronicle's own AI helpers, then the era's end in the window: the
    scoring cards as cards, the era's points and the battleground leaving beside them, all fitting."""
    from game.games.bloodlines.chronicle.play import play_chapter
    from game.ui.campaign.flow import Run, proceed

    app.resized(size)
    seats = [{"name": n, "kind": "ai", "level": "random", "colour": c}
             for n, c in zip(("Valerian", "Corvin", "Mirela", "Anselm"), ("crimson", "gold", "azure", "jade"),
                             strict=True)]
    real = campaign.library().new(seats, 31, "era end")
    c = real.c
    while c.decision is None or c.decision.step != "era.scoring":
        if c.decision is not None:
            c.choose(c.ai_choice())
        else:
            assert c.phase == "chapter", c.phase
            play_chapter(c, "random")
    assert c.era == 1 and len(c.chapters) == 3
    real.save()
    app.preferences.animation_speed = 1.0      # the AI's choice stays on screen a moment
    proceed(app, Run(real))
    scene = app.stack.top
    while isinstance(scene, RevealScene):
        answer(app, random.Random(1))
        scene = app.stack.top
    assert isinstance(scene, DecisionScene) and scene.decision.stage == "era", scene
    fits = checked_frame(app)
    assert app.stack.top is scene
    assert scene.standing is not None and scene.standing.dominant == c.era_results[-1].dominant
    assert scene.cards and len(scene.card_rects) == len(c.chronicle.eras[0].scoring)
    assert any(fit.text.startswith(f"Era I: {c.chronicle.eras[0].name}") for fit in fits)
    problems = faults(fits, size[1])
    assert not problems, "\n".join(problems)


def test_a_retainer_is_drawn_with_the_ability_and_the_clan_sticker_the_prologue_gave_it(saves_home) -> None:
    from game.games.bloodlines.content import load
    from game.ui.tables.bloodlines import read

    seats = [{"name": "Ada", "kind": "ai", "level": "random"}, {"name": "Bo", "kind": "ai", "level": "random"}]
    real = campaign.library().new(seats, 5, "stickers")
    c = real.c
    while c.decision is not None:
        c.choose(c.ai_choice())
    basic = load()
    clans = [clan.id for clan in basic.clans]
    assert c.d["elevated"], "the prologue elevates each first retainer"
    for cid, stickers in c.d["elevated"].items():
        index = basic.character_by_id[cid].index
        card = real.card(index)
        plain = read.card_of(index)
        added = tuple(a.text for s in stickers for a in basic.character_by_id[s].abilities)
        assert card.abilities == plain.abilities + added and card.ancilla
        sticker = c.d["stickers"].get(cid)
        assert card.clan == (clans.index(sticker) if sticker in clans else -1)
    assert {real.haven(p).retained for p in range(2)} <= {basic.character_by_id[cid].index for cid in c.d["elevated"]}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_chronicles_end_names_who_rules_the_night_and_the_full_booklet_fits(app, size) -> None:
    """A whole chronicle of four AI players (the chronicle's own helpers, Random seats), then the window:
    its home offers the end, the booklet's 21 chapters, seven eras and scoresheet fit, the winner named."""
    from game.games.bloodlines.chronicle.play import play_chronicle
    from game.ui.campaign.flow import Run, proceed

    app.resized(size)
    seats = [{"name": n, "kind": "ai", "level": "random", "colour": c}
             for n, c in zip(("Valerian", "Corvin", "Mirela", "Anselm"), ("crimson", "gold", "azure", "jade"),
                             strict=True)]
    real = campaign.library().new(seats, 17, "the end")
    play_chronicle(real.c, "random")
    assert real.c.phase == "over"
    real.c.take_revealed()
    real.save()
    run = Run(real)
    proceed(app, run)
    hub = app.stack.top
    assert isinstance(hub, ChronicleScene) and hub.next_button.text == "The end"
    problems = faults(checked_frame(app), size[1])
    press(app, hub.next_button)
    booklet = app.stack.top
    assert isinstance(booklet, BookletScene)
    winner = seats[real.c.d["final"]["winner"]]["name"]
    for page in (0, 1):
        booklet.turn(page)
        fits = checked_frame(app)
        problems += [f"page {page + 1}: {p}" for p in faults(fits, size[1])]
        assert any(fit.text.startswith(f"{winner} rules the night") for fit in fits)
    assert len(booklet.rows) == 21
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_between_chapters_a_player_sits_out_and_a_new_one_joins_with_a_prologue(app, size) -> None:
    from game.games.bloodlines.chronicle.play import play_chapter, play_decisions
    from game.ui.campaign.flow import Run, proceed
    from game.ui.campaign.hub import PlayersScene

    app.resized(size)
    seats = [{"name": n, "kind": "ai", "level": "random", "colour": c}
             for n, c in zip(("Valerian", "Corvin", "Mirela"), ("crimson", "gold", "azure"), strict=True)]
    real = campaign.library().new(seats, 8, "comings and goings")
    c = real.c
    play_decisions(c)
    play_chapter(c, "random")
    play_decisions(c)
    assert c.phase == "chapter" and c.chapter == 2
    real.c.take_revealed()
    proceed(app, Run(real))
    hub = app.stack.top
    assert isinstance(hub, ChronicleScene) and hub.players_button.enabled
    press(app, hub.players_button)
    scene = app.stack.top
    assert isinstance(scene, PlayersScene)
    problems = faults(checked_frame(app), size[1])
    assert not problems, "\n".join(problems)
    click(app, scene.toggles[2].rect.midleft)
    assert not c.players[2].active and c.chapter_setup()["players"] == 2
    click(app, scene.toggles[1].rect.midleft)          # a chapter needs two players: refused, and said so
    assert isinstance(app.stack.top, Dialog) and c.players[1].active
    press(app, app.stack.top.buttons[0])
    assert not campaign_file.load_campaign(real.path).players[2].active, "saved at once"
    scene.new_name.text = "Ada"
    press(app, scene.add_button)
    joined = app.stack.top
    assert isinstance(joined, DecisionScene) and joined.decision.seat == 3 and joined.decision.stage == "prologue"
    assert c.players[3].name == "Ada" and c.players[3].colour not in ("crimson", "gold", "azure")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("count", (9, 12, 16))
def test_many_answers_with_the_longest_names_fit_their_rows(app, size, count) -> None:
    """A decision over many characters (the aftermath's picks reach a dozen and more): the longest
    names of the content, each beside its card, every word whole inside its row at each size."""
    from game.ui.campaign.port import ChoiceView, DecisionView
    from game.ui.campaign.real_papers import bloodlines_content

    app.resized(size)
    new_campaign(app, players=4)
    through_decisions(app, random.Random(2))
    assert isinstance(app.stack.top, ChronicleScene)
    run = app.stack.top.run
    longest = sorted(bloodlines_content().characters, key=lambda c: -len(c.name))[:count]
    assert any("-" in c.name or len(c.name) > 16 for c in longest)
    view = DecisionView(seat=0, stage="aftermath", steps=("one", "two", "three"), step=1, title="Pick one",
                        prompt="Which character goes to the haven?",
                        choices=tuple(ChoiceView(c.name, "a line more about it", card=c.index) for c in longest))
    scene = app.push(DecisionScene(run, view))
    step(app)
    fits = checked_frame(app)
    shown = {f.text for f in fits}
    assert all(c.name in shown for c in longest)       # every answer's name drawn
    problems = faults(fits, size[1])
    assert not problems, "\n".join(problems[:20])
    assert len(scene.row_rects) == count


def test_the_prologues_discipline_choice_says_what_it_does_and_its_number_key_types_nothing(app) -> None:
    """Issue 43: each discipline's answer names the ability the first retainer gains from it (and the one
    a second dot opens), and pressing 3 to choose picks the third and types no "3" into the title's
    name field on the next screen."""
    rng = random.Random(6)
    new_campaign(app, players=2)
    while not (isinstance(app.stack.top, DecisionScene) and app.stack.top.decision.key[0] == "prologue.discipline"):
        answer(app, rng)
    scene = app.stack.top
    c = scene.run.campaign.c
    third = c.chronicle.disciplines[2]
    shown = " ".join(fit.text for fit in checked_frame(app))
    for choice in scene.decision.choices:
        assert choice.detail.startswith("Your first retainer gains "), choice
    assert "Your first retainer gains" in shown and "a vampire may gain" in shown
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3", scancode=0),
               pygame.event.Event(pygame.TEXTINPUT, text="3")])
    step(app)
    title = app.stack.top
    assert c.players[0]["discipline"] == third.id
    assert isinstance(title, DecisionScene) and title.decision.kind == "text"
    assert title.input.text == title.decision.default, f"the key typed into the next screen: {title.input.text!r}"


def test_the_haven_vampire_waits_at_the_table_and_is_recruited_by_name_from_the_haven(app) -> None:
    """Issue 43: the retainer in your haven is drawn at your plate, named "haven", and the panel offers
    "Recruit <name> from your haven"; once recruited it has left the haven."""
    from game.ui.tables.bloodlines import read

    rng = random.Random(11)
    new_campaign(app, players=2)
    through_decisions(app, rng)
    hub = app.stack.top
    haven = hub.run.campaign.haven(0).retained
    assert haven is not None
    press(app, hub.next_button)
    table = app.stack.top
    assert isinstance(table, ChapterTable)
    session = table.session
    for _ in range(400):
        state = session.state
        legal = state.legal_actions() if not state.is_over else []
        if state.current_player == 0 and any(getattr(a, "character", None) == haven for a in legal):
            break
        if state.current_player == 0 and table.my_turn():
            plain = [a for a in legal if getattr(a, "character", None) != haven]
            assert table.submit(rng.choice(plain or legal))
        step(app)
    else:
        raise AssertionError("the haven's recruit was never offered")
    step(app)
    model = read.model_of(session.state.view(0), 0)
    card = model.bloodlines[0].haven
    assert card is not None and card.id == haven
    linked = [(m.judged_by, f"{m.name}: {m.reward}") for m in hub.run.campaign.missions(1)]
    assert [(m.name, m.chronicle) for m in model.missions] == linked, "each table mission names its chronicle reward"
    fits = checked_frame(app)
    assert any(fit.text == "haven" for fit in fits), "the haven's card is captioned at the plate"
    panel = table.view.gestures.panel
    assert panel is not None
    button = next(slot.button for slot in panel.buttons if getattr(slot.action, "character", None) == haven)
    assert button.text == f"Recruit {card.name} from your haven"
    click(app, button.rect.center)
    step(app)
    assert session.state.haven[0] < 0, "recruited: it has left the haven"
    assert read.model_of(session.state.view(0), 0).bloodlines[0].haven is None


def test_the_retainer_step_shows_each_vampires_stickers(app) -> None:
    """Issue 43: step 6 of the aftermath names the stickers on every vampire it offers (the first
    retainer's ability and clan sticker from the prologue, "No stickers" on a plain one)."""
    from game.games.bloodlines.chronicle.play import play_chapter, play_decisions
    from game.games.bloodlines.content import load
    from game.ui.campaign.flow import Run, proceed

    seats = [{"name": n, "kind": "human", "colour": c} for n, c in (("Ada", "crimson"), ("Bo", "gold"))]
    real = campaign.library().new(seats, 5, "stickers shown")
    play_decisions(real.c)
    play_chapter(real.c, "random")
    c = real.c
    while c.decision is not None and c.decision.step != "aftermath.retainer":
        c.choose(c.ai_choice())
    assert c.decision is not None, "no retainer step in this aftermath"
    real.save()
    proceed(app, Run(real))
    while not isinstance(app.stack.top, DecisionScene):
        answer(app, random.Random(1))
    scene = app.stack.top
    basic = load()
    checked = 0
    for choice in scene.decision.choices:
        if choice.card is None:
            continue
        cid = basic.characters[choice.card].id
        stuck = c.d["elevated"].get(cid, ())
        if stuck:
            assert choice.detail.startswith("Stickers: ability sticker"), choice.detail
            assert all(basic.character_by_id[s].name in choice.detail for s in stuck)
            checked += 1
        elif cid not in c.d["stickers"]:
            assert choice.detail.startswith("No stickers"), choice.detail
    shown = " ".join(fit.text for fit in checked_frame(app))
    assert "Stickers: ability sticker" in shown or "No stickers" in shown
    assert checked or any(ch.detail.startswith("No stickers") for ch in scene.decision.choices)
