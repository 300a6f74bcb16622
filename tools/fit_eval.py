"""Fit a game's evaluation to game outcomes (numpy; a tool, never imported at run time).

    python tools/fit_eval.py --game equilibrium --games 2000 --players 3 --levels normal,normal,easy --write

1. Self-play: ``--games`` games between seats of ``--levels`` (rotated one place each game, so
   every level sits everywhere), in ``--jobs`` processes.  At every ``--every``-th real
   decision (plus a random offset per game) the position is recorded: every seat's features
   (the game's ``GameInfo.features``) and its hand-written evaluation's value.
2. Labels: each seat's share of the win (1, 1/k for k tied winners, else 0), and its final score.
3. Fit: a softmax over seats of w·features (conditional logit) with an L2 penalty, by Newton's
   method on standardised features.  Games are split into a training and a held-out part
   (``--holdout``, by game, so one game's positions never sit on both sides).
   With ``--target margin`` instead: each seat's final score less the table's mean is regressed on
   its features less the table's mean (ridge), and one temperature turns the predicted margins
   into the same softmax (the final score says far more about a position than who won).
4. Report: held-out log-loss and top-1 accuracy (the seat given the best chance won) of the
   fit and of the hand-written evaluation (its values normalised over the seats).
5. ``--write``: the weights go to the end of the game's content.toml as ``[ai_fit]`` with the
   command that made them and the metrics (a rerun replaces the block).

A level may be ``hardply``: a one-ply seat on the evaluation Hard's search uses (a fast stand-in
for Hard, so a fit for Hard can learn from tables where one seat plays as Hard judges).
"""

from __future__ import annotations

import argparse
import datetime as dt
import multiprocessing
import shlex
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_seat
from game.ai.fitted import FIT_MARKER, FIT_TABLE, content_path
from game.ai.hooks import evaluate_all
from game.cli.tables import resolve_game, seat_seed
from game.core import Rng


# -- self-play ---------------------------------------------------------------------------
def play_and_record(job: tuple[str, tuple[str, ...], int, int, int]) -> tuple[list, list, list]:
    """One self-play game: (features per position [seats × names], hand values, labels)."""
    game_id, levels, seed, index, every = job
    info = resolve_game(game_id)
    players = len(levels)
    state = info.new_game(players=players, seed=seed + index)
    shift = index % players
    entry_at = [(p + shift) % players for p in range(players)]
    seats = [seat_for(info, levels[entry_at[p]], seat_seed(seed, index, entry_at[p])) for p in range(players)]
    rng = Rng(seed * 7 + index)
    offset = rng.below(max(1, every))
    features, hand = [], []
    decisions = 0
    while not state.is_over:
        position = state.current_player
        legal = state.legal_actions()
        if len(legal) > 1:
            if decisions % every == offset:
                features.append(info.features.table(state))
                hand.append(evaluate_all(state, info.evaluation))
            decisions += 1
            action = seats[position].choose(state.view(position))
            if not state.is_legal(action):
                action = rng.choice(legal)
        else:
            action = legal[0]
        state.apply(action)
    winners = state.winners()
    label = [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
    scores = [float(x) for x in state.scores()]
    return features, hand, [label] * len(features), [scores] * len(features)


HARD_ONE_PLY = "hardply"


def seat_for(info, level: str, seed: int):  # type: ignore[no-untyped-def]
    """A self-play seat: a level of the game (game.ai.make_seat), or ``hardply``, a one-ply seat
    judging by the evaluation Hard's search judges by (``GameInfo.search["evaluation"]``, else the
    game's): a quick stand-in for Hard, whose tables Hard's own fit should learn from."""
    if level != HARD_ONE_PLY:
        return make_seat(level, seed)
    from game.ai.heuristic import HeuristicSeat

    evaluation = (getattr(info, "search", None) or {}).get("evaluation")
    return HeuristicSeat(seed, evaluation=evaluation)


def table_levels(spec: str, players: int) -> list[tuple[str, ...]]:
    """The tables of `--levels`: 'normal,normal,easy' is one table, cycled to `players` seats;
    'normal,normal,normal/normal,normal,easy' is two, played by turns (game i at table i mod 2)."""
    tables = []
    for part in spec.split("/"):
        wanted = [lv.strip() for lv in part.split(",") if lv.strip()]
        if not wanted:
            raise SystemExit(f"--levels {spec!r}: an empty table")
        tables.append(tuple(wanted[i % len(wanted)] for i in range(players)))
    return tables


def self_play(game_id: str, tables: list[tuple[str, ...]], games: int, seed: int, every: int, jobs: int):
    jobs_list = [(game_id, tables[i % len(tables)], seed, i, every) for i in range(games)]
    started = time.perf_counter()
    results = []
    if jobs <= 1:
        for n, job in enumerate(jobs_list, 1):
            results.append(play_and_record(job))
            if n % 50 == 0:
                print(f"  {n}/{games} games, {time.perf_counter() - started:.0f} s", flush=True)
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for n, result in enumerate(pool.imap(play_and_record, jobs_list, chunksize=4), 1):
                results.append(result)
                if n % 50 == 0:
                    print(f"  {n}/{games} games, {time.perf_counter() - started:.0f} s", flush=True)
    return results, time.perf_counter() - started


# -- the model -----------------------------------------------------------------------------
def softmax_rows(scores: np.ndarray) -> np.ndarray:
    scores = scores - scores.max(axis=1, keepdims=True)
    e = np.exp(scores)
    return e / e.sum(axis=1, keepdims=True)


def fit_softmax(X: np.ndarray, Y: np.ndarray, l2: float = 1.0, steps: int = 50) -> np.ndarray:
    """Weights w minimising -Σ y log softmax(X w) + l2/2 |w|² (X: positions × seats × features)."""
    _n, _, k = X.shape
    w = np.zeros(k)

    def loss(w: np.ndarray) -> float:
        s = X @ w
        s = s - s.max(axis=1, keepdims=True)
        logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
        return float(-(Y * logp).sum() + 0.5 * l2 * w @ w)

    current = loss(w)
    for _ in range(steps):
        p = softmax_rows(X @ w)                        # n × seats
        mean = np.einsum("ns,nsk->nk", p, X)           # expected features per position
        grad = -(np.einsum("ns,nsk->k", Y, X) - np.einsum("n,nk->k", Y.sum(axis=1), mean)) + l2 * w
        centred = X - mean[:, None, :]
        hess = np.einsum("ns,nsk,nsl->kl", p * Y.sum(axis=1, keepdims=True), centred, centred)
        hess += l2 * np.eye(k)
        step = np.linalg.solve(hess, grad)
        scale = 1.0
        while scale > 1e-4:
            trial = w - scale * step
            value = loss(trial)
            if value <= current:
                break
            scale /= 2
        else:
            break
        if current - value < 1e-9 * max(1.0, abs(current)):
            w, current = trial, value
            break
        w, current = trial, value
    return w


def fit_margin(X: np.ndarray, S: np.ndarray, Y: np.ndarray, ridge: float = 1.0) -> tuple[np.ndarray, float]:
    """Weights for ``--target margin``: each seat's final score less the table's mean, regressed
    (ridge, on standardised features) on its features less the table's mean; then one temperature,
    the one under which the softmax of the predicted margins best predicts the winners (Y).  The
    final score carries far more of the outcome than who won, so the weights are steadier; the
    result is weights for the same softmax as :func:`fit_softmax` (a margin / temperature)."""
    k = X.shape[2]
    centred = (X - X.mean(axis=1, keepdims=True)).reshape(-1, k)
    margin = (S - S.mean(axis=1, keepdims=True)).reshape(-1)
    sd = centred.std(axis=0)
    sd[sd < 1e-9] = 1.0
    Z = centred / sd
    w = np.linalg.solve(Z.T @ Z + ridge * np.eye(k), Z.T @ margin) / sd
    predicted = X @ w
    low, high = np.log(0.05), np.log(200.0)
    for _ in range(60):                                 # golden-section search on log T
        a, b = low + 0.382 * (high - low), low + 0.618 * (high - low)
        la = metrics(softmax_rows(predicted / np.exp(a)), Y)[0]
        lb = metrics(softmax_rows(predicted / np.exp(b)), Y)[0]
        if la <= lb:
            high = b
        else:
            low = a
    temperature = float(np.exp((low + high) / 2))
    return w / temperature, temperature


def margin_r2(X: np.ndarray, S: np.ndarray, w: np.ndarray, temperature: float) -> float:
    """How much of the final scores' spread around the table's mean the weights explain."""
    margin = S - S.mean(axis=1, keepdims=True)
    predicted = X @ (w * temperature)
    predicted = predicted - predicted.mean(axis=1, keepdims=True)
    return float(1.0 - ((margin - predicted) ** 2).sum() / max(1e-12, (margin ** 2).sum()))


def metrics(P: np.ndarray, Y: np.ndarray) -> tuple[float, float]:
    """Mean log-loss per position, and how often the likeliest seat was a winner."""
    P = np.clip(P, 1e-9, 1.0)
    logloss = float(-(Y * np.log(P)).sum(axis=1).mean())
    top = P.argmax(axis=1)
    accuracy = float((Y[np.arange(len(Y)), top] > 0).mean())
    return logloss, accuracy


# -- writing it down -------------------------------------------------------------------------
def block_head(path: Path) -> str:
    """The content file before the tool's block (SystemExit if the block cannot be written there:
    checked before self-play too, so an hour of games is not lost at the end)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SystemExit(f"{path}: cannot be read ({exc})") from None
    head = text.split(FIT_MARKER)[0].rstrip("\n")
    if f"[{FIT_TABLE}]" in head:
        raise SystemExit(f"{path}: [{FIT_TABLE}] appears outside the tool's block; remove it first")
    return head


def write_block(path: Path, table: dict) -> None:
    """Replace (or add) the [ai_fit] block at the end of a content file."""
    import tomli_w

    head = block_head(path)
    block = tomli_w.dumps({FIT_TABLE: table})
    path.write_text(f"{head}\n\n{FIT_MARKER}\n{block}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/fit_eval.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--levels", default="normal,normal,easy",
                        help="seat levels, cycled to --players seats; several tables split by '/' "
                             f"are played by turns; '{HARD_ONE_PLY}' is one-ply on Hard's evaluation")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=3, help="record every k-th real decision")
    parser.add_argument("--holdout", type=float, default=0.25, help="share of games held out")
    parser.add_argument("--l2", type=float, default=1.0, help="the L2 penalty (the ridge, with --target margin)")
    parser.add_argument("--target", choices=("win", "margin"), default="win",
                        help="fit who won (a softmax), or each seat's final score against the table's "
                             "mean (a regression, then a temperature)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="store the weights in the content file")
    parser.add_argument("--content", type=Path, help="the content file to write (default: the game's)")
    args = parser.parse_args(argv)
    info = resolve_game(args.game)
    if info.features is None:
        print(f"{info.title} declares no features (GameInfo.features)", file=sys.stderr)
        return 2
    names = info.features.names
    tables = table_levels(args.levels, args.players)
    if args.write:
        block_head(args.content or content_path(info.id))
    print(f"{info.title}: {args.games} games of {' / '.join(', '.join(t) for t in tables)}, "
          f"{len(names)} features")
    results, seconds = self_play(args.game, tables, args.games, args.seed, max(1, args.every), args.jobs)
    held = max(1, round(args.games * args.holdout))
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(args.games)
    test_games = set(order[:held].tolist())

    def stack(part: bool):
        rows = [r for i, r in enumerate(results) if (i in test_games) == part and r[0]]
        X = np.array([x for r in rows for x in r[0]], dtype=float)
        H = np.array([h for r in rows for h in r[1]], dtype=float)
        Y = np.array([y for r in rows for y in r[2]], dtype=float)
        S = np.array([s for r in rows for s in (r[3] if len(r) > 3 else [])], dtype=float)
        return X, H, Y, S

    Xtr, _, Ytr, Str = stack(False)
    Xte, Hte, Yte, Ste = stack(True)
    flat = Xtr.reshape(-1, len(names))
    mu, sd = flat.mean(axis=0), flat.std(axis=0)
    sd[sd < 1e-9] = 1.0
    temperature = None
    if args.target == "margin":
        weights, temperature = fit_margin(Xtr, Str, Ytr, ridge=args.l2)
        w_std = weights * sd
    else:
        w_std = fit_softmax((Xtr - mu) / sd, Ytr, l2=args.l2)
        weights = w_std / sd  # the mean shift is the same for every seat: it cancels in the softmax
    fit_loss, fit_acc = metrics(softmax_rows(Xte @ weights), Yte)
    hand = np.clip(Hte, 1e-9, None)
    hand_loss, hand_acc = metrics(hand / hand.sum(axis=1, keepdims=True), Yte)
    base_loss = float(np.log(args.players))
    print(f"positions: {len(Xtr)} training, {len(Xte)} held out ({held} games); "
          f"self-play {seconds:.0f} s")
    print(f"held-out log-loss: fitted {fit_loss:.4f}, hand-written {hand_loss:.4f} "
          f"(uniform {base_loss:.4f})")
    print(f"held-out accuracy: fitted {fit_acc:.1%}, hand-written {hand_acc:.1%} "
          f"(uniform {1 / args.players:.1%})")
    if temperature is not None:
        print(f"final scores against the table's mean: held-out R² {margin_r2(Xte, Ste, weights, temperature):.3f}; "
              f"temperature {temperature:.3g} points")
    width = max(map(len, names))
    for name, w, ws in sorted(zip(names, weights, w_std), key=lambda t: -abs(t[2])):
        print(f"  {name:<{width}}  {w:+.5f}  (per sd {ws:+.3f})")
    if args.write:
        command = "python tools/fit_eval.py " + " ".join(shlex.quote(a) for a in
                                                         (argv if argv is not None else sys.argv[1:]))
        table = {
            "command": command,
            "fitted": dt.date.today().isoformat(),
            "games": args.games, "levels": [", ".join(t) for t in tables] if len(tables) > 1 else list(tables[0]),
            "positions": len(Xtr), "held_out_positions": len(Xte),
            "held_out_log_loss": round(fit_loss, 5), "hand_log_loss": round(hand_loss, 5),
            "held_out_accuracy": round(fit_acc, 4), "hand_accuracy": round(hand_acc, 4),
            **({"target": "margin", "temperature": round(temperature, 5)} if temperature is not None else {}),
            "features": list(names),
            "weights": [float(f"{w:.6g}") for w in weights],
        }
        path = args.content or content_path(info.id)
        write_block(path, table)
        print(f"written: [{FIT_TABLE}] in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
