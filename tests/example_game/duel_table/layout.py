"""The Duel table's regions, computed from the table's size and the number of players."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Layout:
    full: pygame.Rect
    ribbon: pygame.Rect            # the prompt ribbon
    seats: tuple[pygame.Rect, ...]  # one plate per seat: name, score, cards held, the card turned over
    stage: tuple[pygame.Rect, ...]  # one face-down slot per seat (where a commit lies)
    hand: tuple[pygame.Rect, ...]   # the viewer's hand: one card place per card of a full hand
    deck: pygame.Rect
    unit: float                    # the size everything is drawn at


def lay_out(full: pygame.Rect, players: int, hand_size: int) -> Layout:
    unit = min(full.width / 64, full.height / 36)
    pad = round(unit)
    ribbon = pygame.Rect(full.left + pad, full.top + pad, full.width - 2 * pad, round(unit * 2.4))
    plate_w = (full.width - pad * (players + 1)) // players
    plate_h = round(unit * 5)
    seats = tuple(pygame.Rect(full.left + pad + i * (plate_w + pad), ribbon.bottom + pad, plate_w, plate_h)
                  for i in range(players))
    card_w, card_h = round(unit * 6), round(unit * 8.5)
    stage_top = seats[0].bottom + 2 * pad
    stage = tuple(pygame.Rect(0, stage_top, card_w, card_h) for _ in range(players))
    for plate, slot in zip(seats, stage, strict=True):
        slot.centerx = plate.centerx
    hand_w = hand_size * card_w + (hand_size - 1) * pad
    hand_top = full.bottom - pad - card_h
    hand = tuple(pygame.Rect(full.centerx - hand_w // 2 + i * (card_w + pad), hand_top, card_w, card_h)
                 for i in range(hand_size))
    deck = pygame.Rect(full.left + 2 * pad, hand_top, card_w, card_h)
    return Layout(full, ribbon, seats, stage, hand, deck, unit)
