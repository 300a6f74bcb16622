"""The table kit: what every game's table shares, so a table is mostly declarations.

* ``base`` — :class:`BaseTable`, the view a table subclasses: its regions, seats
  (names, kinds, scores), the viewer's view only, events with the views before and
  after, the prompt ribbon, seat headers and tooltips.
* ``gestures`` — the declared gesture map: pieces, drop targets and the legal
  actions a drop or click matches (none slides back, one plays, several ask).
* ``choices`` — the one choice panel, built from the legal actions grouped by the
  game; Backspace is the one Cancel key; labels wrap, buttons that do not fit scroll.
* ``overlay`` — the layer drawn last: tooltips, cards shown large on a right-click,
  pop-up pickers.
* ``motion`` — flights and easing, sliders; ``drag`` — pieces on springs;
  ``dice`` — the d10 tray and its caption.
* ``names`` — one way to write a seat's name into any text.
* ``sprites`` — the sprite and text cache, art lookup and tinting;
  ``materials`` — cloth, board plate, parchment, seat markers; ``cards`` — card faces.
* ``regions`` — geometry (card grids, rings, polygons, hit tests, a scaled board);
  ``seats`` — seat plates, the score table, secret-choice status;
  ``tracks`` — marker tracks, step counters, gauges, supplies.
* ``figures`` — a seat's pieces drawn in code: coins, standees, stacks, a supply dish.
* ``seatcard`` — a seat's card frame and header, blood drops, badges, power marks
  and buttons.
* ``hand`` — card chips, rows of cards with tooltips, a fan of backs, named tiles.
* ``contest`` — a contest between sides (members, dice, modifiers, totals, a mark
  to beat), the result stamp, small die faces, a result kept on screen a moment.
* ``board`` — zones printed on a board, the zone under the pointer, highlights,
  a score track round the edge.
* ``still`` — the still table kept between frames, painted again only when what it shows changed.
* ``driven`` — the frame loop of a table played by gestures and drawn with motion.
"""
