"""Settings round trip; a damaged settings file gives defaults and a message, and is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.saves import Settings, load_settings, save_settings, settings_path
from tests.saves.save_samples import untouched


def test_missing_file_gives_defaults_quietly(saves_home: Path) -> None:
    assert load_settings() == (Settings(), None)
    assert settings_path() == saves_home / "settings.toml"


def test_round_trip(saves_home: Path) -> None:
    chosen = Settings(
        master_volume=0.3,
        effects_volume=0.0,
        fullscreen=True,
        window_width=1920,
        window_height=1080,
        animation_speed=0,
        ai_think_time=2.5,
        colourblind=True,
        last_game="equilibrium",
        player_name="Lucrezia",
    )
    path = save_settings(chosen)
    assert path == saves_home / "settings.toml"
    assert load_settings() == (chosen, None)
    assert chosen.skip_animations and not Settings().skip_animations


def test_out_of_range_values_are_clamped(tmp_path: Path) -> None:
    path = settings_path(tmp_path)
    path.write_text(
        "master_volume = 3\nanimation_speed = 0.1\nai_think_time = 60.0\n"
        'window_width = 100\nplayer_name = "  "\n',
        "utf-8",
    )
    with untouched(path):
        loaded, message = load_settings(tmp_path)
    assert loaded.master_volume == 1.0 and loaded.animation_speed == 0.25
    assert loaded.ai_think_time == 5.0 and loaded.window_width == 1280
    assert loaded.player_name == Settings().player_name
    assert "Master volume 3 is outside 0 to 1, so 1 is used" in message


def test_save_writes_clamped_values(tmp_path: Path) -> None:
    save_settings(Settings(effects_volume=-1.0, animation_speed=9.0), tmp_path)
    loaded, message = load_settings(tmp_path)
    assert (loaded.effects_volume, loaded.animation_speed, message) == (0.0, 4.0, None)


PYTHON_WORDS = ("tomllib", "TOML", "Error", "Exception", "boolean", "integer", "float", "string", "finite",
                "master_volume", "window_width", "fullscreen", "nan", "Invalid", "UTF-8", "\\x", "(")


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"master_volume = [", "could not be read: settings.toml is damaged at its end"),
        (b"\xff\xfe\x00binary", "could not be read: settings.toml is not text"),
        (b'fullscreen = "yes"\n', "Full screen must be on or off"),
        (b"window_width = 1920.5\n", "the window's width must be a whole number"),
        (b"master_volume = nan\n", "Master volume is not a number one can use"),
        (b"x = " + b"[" * 5000 + b"]" * 5000, "could not be read: settings.toml is damaged at line 1"),
        (b"a = 1\na = 2\n", "could not be read: settings.toml is damaged"),
        (b"x" * 70_000, "is far larger than settings ever are"),
    ],
)
def test_damaged_file_gives_defaults_and_a_message_in_words(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = settings_path(tmp_path)
    path.write_bytes(content)
    with untouched(path):
        loaded, message = load_settings(tmp_path)
    assert loaded == Settings()
    assert message is not None and "settings.toml" in message and expected in message
    assert "left as it is" in message and "default" in message
    said = message.replace("(true or false)", "")   # the words a settings file itself uses for on and off
    assert not [word for word in PYTHON_WORDS if word in said], message


def test_one_bad_field_keeps_the_good_ones(tmp_path: Path) -> None:
    settings_path(tmp_path).write_text('colourblind = true\nmaster_volume = "loud"\n', "utf-8")
    loaded, message = load_settings(tmp_path)
    assert loaded.colourblind is True and loaded.master_volume == Settings().master_volume
    assert "Master volume must be a number" in message


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300))
def test_any_bytes_load_without_raising(tmp_path_factory, content: bytes) -> None:
    folder = tmp_path_factory.mktemp("settings")
    settings_path(folder).write_bytes(content)
    loaded, message = load_settings(folder)
    assert isinstance(loaded, Settings)
    assert loaded == loaded.clamped()
    assert message is None or "settings.toml" in message


def test_settings_object_shortcuts_and_wrong_types(saves_home: Path) -> None:
    """Settings.load()/save() use the saves folder; a wrong-typed value is replaced, not a crash."""
    odd = Settings(animation_speed="normal", fullscreen=1, player_name=None)  # type: ignore[arg-type]
    fixed = odd.clamped()
    assert (fixed.animation_speed, fixed.fullscreen, fixed.player_name) == (1.0, False, "")
    Settings(master_volume=0.25).save()
    assert Settings.load().master_volume == 0.25
    odd.save()
    assert Settings.load() == fixed
