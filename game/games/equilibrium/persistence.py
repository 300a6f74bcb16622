"""Cloning and plain-data (TOML-safe) round trips of an Equilibrium state."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

# fields by shape, so clone and to_data stay in step with __init__
SCALARS = ("players", "seed", "arrivals", "step", "setup_seat", "setup_set", "instant_winner",
           "t_favour", "t_favour_level", "t_target", "t_guild", "active", "phase", "stage",
           "t_token", "t_card", "t_effect", "family", "quick", "white_vote", "advanced")
FLAT_LISTS = ("supply", "intrigue", "arrival", "eq_pile", "power", "cards", "unused_cards",
              "spent_hand_cards", "neutral_deck", "votes", "white_pending", "white_used")
NESTED_LISTS = ("boards", "tokens", "favours", "eq_cards", "hands", "decks", "vote_options",
                "hidden_votes", "removed_votes", "revealed", "sets")


class PersistenceMixin:
    """clone(), to_data() and from_data() for EquilibriumState."""

    def clone(self):  # type: ignore[no-untyped-def]
        cls = type(self)
        new = cls.__new__(cls)
        d = self.__dict__
        nd = new.__dict__
        nd.update(d)
        for key in FLAT_LISTS:
            nd[key] = d[key][:]
        for key in NESTED_LISTS:
            nd[key] = [x[:] for x in d[key]]
        nd["occupants"] = [[pair[:] for pair in spot] for spot in d["occupants"]]
        nd["final_rows"] = [(label, vals[:]) for label, vals in d["final_rows"]]
        nd["history"] = d["history"][:]
        nd["movers"] = d["movers"][:]
        nd["options"] = dict(d["options"])
        nd["rng"] = d["rng"].copy() if d["rng"] is not None else None
        nd["_legal_cache"] = None
        return new

    def to_data(self) -> dict[str, Any]:
        d = self.__dict__
        out: dict[str, Any] = {key: d[key] for key in SCALARS}
        for key in FLAT_LISTS:
            out[key] = list(d[key])
        for key in NESTED_LISTS:
            out[key] = [list(x) for x in d[key]]
        out["occupants"] = [[list(pair) for pair in spot] for spot in d["occupants"]]
        out["final_labels"] = [label for label, _ in d["final_rows"]]
        out["final_values"] = [list(vals) for _, vals in d["final_rows"]]
        out["options"] = dict(d["options"])
        out["rng"] = d["rng"].to_data() if d["rng"] is not None else ""
        out["viewer"] = -1 if d["viewer"] is None else d["viewer"]
        return out

    @classmethod
    def from_data(cls, data: dict[str, Any]):  # type: ignore[no-untyped-def]
        """Rebuild a state from to_data(); raises KeyError/TypeError/ValueError on bad data."""
        state = cls(int(data["players"]), int(data["seed"]), dict(data["options"]), _empty=True)
        d = state.__dict__
        for key in SCALARS:
            value = data[key]
            if type(value) is not type(_SCALAR_TYPES[key]):
                raise TypeError(f"field {key!r} has the wrong type")
            d[key] = value
        for key in FLAT_LISTS:
            d[key] = list(data[key])
        for key in NESTED_LISTS:
            d[key] = [list(x) for x in data[key]]
        d["occupants"] = [[list(pair) for pair in spot] for spot in data["occupants"]]
        d["final_rows"] = [(str(lab), list(v)) for lab, v in zip(data["final_labels"], data["final_values"], strict=True)]
        d["rng"] = Rng.from_data(data["rng"]) if data["rng"] else None
        d["viewer"] = None if data["viewer"] < 0 else data["viewer"]
        d["schedule"] = state._schedule()
        d["history"] = []
        d["movers"] = []
        d["_legal_cache"] = None
        return state


_SCALAR_TYPES: dict[str, Any] = {key: 0 for key in SCALARS}
_SCALAR_TYPES.update({key: "" for key in ("phase", "stage", "t_token", "t_card", "t_effect")})
_SCALAR_TYPES.update({key: False for key in ("family", "quick", "white_vote", "advanced")})
