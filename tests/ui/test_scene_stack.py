"""The scene stack: lifecycle order, overlays and the event chain."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.ui.scenes import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes every hook call into a shared journal."""

    def __init__(self, name: str, journal: list[str], opaque: bool = True, consume: set[int] = frozenset()):
        super().__init__()
        self.name, self.journal, self.opaque, self.consume = name, journal, opaque, consume

    def enter(self): self.journal.append(f"{self.name}.enter")
    def leave(self): self.journal.append(f"{self.name}.leave")
    def pause(self): self.journal.append(f"{self.name}.pause")
    def resume(self): self.journal.append(f"{self.name}.resume")
    def update(self, dt): self.journal.append(f"{self.name}.update")
    def draw(self, surface): self.journal.append(f"{self.name}.draw")

    def handle(self, event):
        self.journal.append(f"{self.name}.handle")
        return None if event.type in self.consume else event


def test_push_pop_replace_call_hooks_in_order():
    journal: list[str] = []
    stack = SceneStack()
    a, b, c = (Recorder(n, journal) for n in "abc")
    stack.push(a)
    stack.push(b)
    assert journal == ["a.enter", "a.pause", "b.enter"]
    journal.clear()
    stack.replace(c)
    assert journal == ["b.leave", "c.enter"]
    assert stack.top is c and b.stack is None
    journal.clear()
    stack.pop()
    assert journal == ["c.leave", "a.resume"]
    journal.clear()
    stack.pop()
    assert journal == ["a.leave"] and stack.top is None
    assert stack.pop() is None


def test_only_top_scene_updates():
    journal: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal, opaque=False))
    journal.clear()
    stack.update(0.016)
    assert journal == ["b.update"]


def test_draw_starts_at_highest_opaque_scene():
    journal: list[str] = []
    stack = SceneStack()
    for name, opaque in (("a", True), ("b", True), ("c", False), ("d", False)):
        stack.push(Recorder(name, journal, opaque=opaque))
    journal.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert journal == ["b.draw", "c.draw", "d.draw"]


def test_events_go_top_down_until_consumed():
    journal: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal, consume={pygame.KEYDOWN}))
    stack.push(Recorder("c", journal, opaque=False))
    journal.clear()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert stack.handle(key) is None
    assert journal == ["c.handle", "b.handle"]
    journal.clear()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1))
    assert stack.handle(click) is click
    assert journal == ["c.handle", "b.handle", "a.handle"]


def test_scene_that_pops_itself_while_handling_stops_nothing_below():
    journal: list[str] = []
    stack = SceneStack()
    below = Recorder("below", journal)
    stack.push(below)

    class Closer(Scene):
        def handle(self, event):
            self.close()
            return event

    stack.push(Closer())
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert stack.top is below
    assert "below.handle" in journal and "below.resume" in journal


def test_a_scene_is_pushed_by_its_registered_name_with_keyword_arguments(monkeypatch):
    from game.ui import scenes

    monkeypatch.setattr(scenes, "SCENES", {})
    monkeypatch.setattr(scenes, "_loader", [])   # the app's scene modules would register into the empty table
    journal: list[str] = []

    @scenes.register
    class Named(Recorder):
        pass

    stack = SceneStack()
    pushed = stack.push("Named", name="n", journal=journal)
    assert isinstance(pushed, Named) and stack.top is pushed and journal == ["n.enter"]
    assert stack.find("Named") is pushed
    replaced = stack.replace("Named", name="m", journal=journal)
    assert stack.scenes == [replaced] and journal == ["n.enter", "n.leave", "m.enter"]
    with pytest.raises(scenes.UnknownScene):
        stack.push("Nobody")
    with pytest.raises(TypeError):
        stack.push(Recorder("x", journal), name="y")   # keyword arguments only with a name


def test_a_call_is_found_by_name_and_two_things_may_not_share_one(monkeypatch):
    from game.ui import scenes

    monkeypatch.setattr(scenes, "CALLS", {})
    monkeypatch.setattr(scenes, "_loader", [])
    assert not scenes.known("double")

    @scenes.provides("double")
    def double(x: int) -> int:
        return 2 * x

    assert scenes.known("double") and scenes.call("double", 21) == 42
    with pytest.raises(ValueError):
        scenes.provides("double")(lambda x: x)
    with pytest.raises(scenes.UnknownScene):
        scenes.call("triple", 1)


def test_the_app_registers_every_scene_it_pushes_by_name():
    """Every scene name pushed in game/ui ("…Scene" as push/replace/clear_to's first argument) is
    registered once the app is imported (the modules past the title's load when a name is asked for)."""
    import ast
    from pathlib import Path

    import game.ui.app  # loads every scene module
    from game.ui import scenes

    pushed = set()
    for path in (Path(game.ui.app.__file__).parent).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("push", "replace", "clear_to") and node.args
                    and isinstance(node.args[0], ast.Constant) and str(node.args[0].value).endswith("Scene")):
                pushed.add(node.args[0].value)
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "call"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                pushed.add(node.args[0].value)
    assert {"TitleScene", "RulesScene", "LoadScene", "open_replay", "coach_for"} <= pushed
    assert not {name for name in pushed if not scenes.known(name)}


def test_a_key_that_opens_a_screen_types_nothing_into_it():
    """Issue 43: pressing 3 to pick a discipline typed "3" into the next screen's name field (SDL sends the
    text after the key, and the key had already opened that screen)."""
    from game.ui.widgets import TextInput

    class Form(Scene):
        def __init__(self):
            super().__init__()
            self.field = TextInput("", 20)
            self.field.focused = True

        def handle(self, event):
            return None if self.field.handle(event) else event

    class Picker(Scene):
        def handle(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_3:
                self.stack.push(form)
                return None
            return event

    stack, form = SceneStack(), Form()
    stack.push(Picker())
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="3"))
    assert stack.top is form and form.field.text == ""
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    assert form.field.text == "m"          # a key pressed on the form types into it
