"""The photo reader's tuning thresholds, in one frozen record: each named for what it is, with
why it has its value. The stages read them from ``PARAMS``, the one default instance.

Only the numbers that were tuned live here (cut-offs, shares, weights, sizes chosen by
measurement); the constants that define a format (the glyph and patch sides the bundled
models were trained at, the HOG cell) stay with the code that defines it. Unless a comment
says otherwise, the figures were measured with ``bench/read_eval.py`` on the labelled photos
in ../shared/photos, held out by board group where it says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class LoadParams:
    # Pixel cap, checked on the header before decoding: a guard against decompression bombs
    # that still admits a 48 MP phone photo.
    max_pixels: int = 50_000_000
    # A JPEG over max_pixels (phones shoot 50-200 MP) is decoded reduced instead, at 1/2, 1/4
    # or 1/8 (libjpeg scales while decoding, so the full pixels never exist): the least
    # reduction that brings it within reduced_pixels, as many as a 16 MP photo has, far more
    # than the reader needs for a die. Beyond 1/8 of max_pixels * 64 it is refused.
    reduced_pixels: int = 16_000_000
    # A JPEG holds at least this many bytes per million of the pixels its header claims: a
    # plain grey one of any size has about 6,000 (every 8 x 8 block costs a few bits). Fewer is
    # a header that lies, a decompression bomb, refused before decoding.
    min_jpeg_bytes_per_megapixel: int = 1_000
    # A photo whose brightest pixels stay below dark_photo is brightened to put them at
    # exposed_white: the tray and dice thresholds work on brightness, and an underexposed
    # photo holds its board below all of them.
    dark_photo: int = 80
    exposed_white: int = 230


@dataclass(frozen=True)
class LightingParams:
    # White balance: the brightest 5% of pixels (on a board photo, the white dice) are taken
    # as white.
    white_percentile: int = 95
    # Channel gains stay within this range: a yellow table is not to turn blue.
    white_gain_range: tuple[float, float] = (0.6, 1.7)
    # Only a cast beyond this is taken off: the labelled photos' casts are under 10% in 95 of
    # 100, and the locator copes with those.
    white_tolerance: float = 0.1
    # The light near a pixel is judged on the photo shrunk to this many pixels on its longest
    # side, over a window this many pixels wide there: about a ninth of the photo, a die or
    # two, so a shadow's edge is followed while the letters drop out.
    light_map_side: int = 80
    light_window: int = 9
    # The evened photo (the second look, vision.lighting.evened): its range is stretched from
    # black (the value this percentile of pixels stays under) to white (the 99th percentile
    # above that) by at most even_max_stretch (a bare wall is not to become noise); each pixel
    # is brought towards even_white by the light near it (smoothed over this share of the
    # photo's side), by at most even_max_gain; and a median brightness below dark_middle (of
    # white) is lifted to it by a gamma.
    black_percentile: float = 0.5
    even_max_stretch: float = 3.0
    even_smoothing: float = 0.02
    even_white: float = 235.0
    even_max_gain: float = 4.0
    dark_middle: float = 0.3


@dataclass(frozen=True)
class TrayParams:
    # Hue bands (OpenCV's 0..180 scale) a tray may have: red/orange/yellow, green,
    # blue/purple. Each band is tried as a tray on its own.
    hue_bands: tuple[tuple[tuple[int, int], ...], ...] = (
        ((0, 32), (160, 181)),
        ((32, 90),),
        ((90, 160),),
    )
    # A coloured tray is at least this saturated (or Otsu's split of the photo, if higher):
    # below it, tinted dice and tables count as tray.
    min_tray_saturation: int = 80
    # A black or grey tray is darker than this share of the photo's brightest (the dice).
    dark_tray: float = 0.4
    # Dice are less saturated than this; under coloured light off the tray they may reach
    # the tinted limit, and the split between them comes from the tray's own histogram.
    die_max_saturation: int = 75
    die_max_saturation_tinted: int = 120
    # Nothing darker than this is a die, however dim the photo.
    die_min_value: int = 60
    # Shares of the photo's area: a tray piece this big counts (a fifth of it joins the
    # pieces of a broken rim), and a tray must hold this much pale area to hold dice.
    min_tray_fraction: float = 0.01
    min_dice_fraction: float = 0.004


@dataclass(frozen=True)
class LocateParams:
    # Dice are the brightest unsaturated things in view: a die is at least this share of the
    # photo's brightest (99th percentile), or of the light near it for dice in a shadow.
    die_brightness: float = 0.4
    # Candidate outlines offered to the reader: up to outlines - 1 tray outlines judged
    # against the whole photo, then shaded_outlines more judged against the light nearby.
    outlines: int = 5
    shaded_outlines: int = 2
    # A pale blob this many times the typical blob's area with no letter in it is
    # background (a patch of table or wall), not dice run together.
    patch_area: float = 5.0
    # Dice in a tray stand closer than this (times a typical blob's side) to their
    # neighbours; a pale thing farther off is something else.
    die_reach: float = 0.6


@dataclass(frozen=True)
class GridParams:
    # Side of the squared-up board, in pixels: divisible by 4, 5 and 6, and dice 80 px wide
    # even at 6x6.
    warp_size: int = 480
    # The board sizes the reader looks for (the dice sets' sides).
    sizes: tuple[int, ...] = (4, 5, 6)
    # A size whose periodicity comes this close to the strongest one is read as well, and
    # the read decides: a steep view foreshortens the far rows until they beat to another
    # period.
    close_size: float = 0.8


@dataclass(frozen=True)
class LatticeParams:
    # Starting guesses along each axis for the lattice fitted to the marks: the share of the
    # outline the dice span, and where in the outline that span sits (0 = at the start, 1 =
    # at the end): an outline that took in a strip of tray or the dice's sides.
    starts: tuple[tuple[float, float], ...] = (
        (1.0, 0.5),
        (0.86, 0.0),
        (0.86, 1.0),
        (0.74, 0.0),
        (0.74, 1.0),
        (0.8, 0.5),
    )
    # Match-and-refit rounds: the fit settles within four.
    iterations: int = 4
    # Of a die: a blob farther than this from a node is not that die's mark.
    match: float = 0.42
    # Of a die: how far off a node a blob still counts fully.
    spread: float = 0.16
    # A fitted lattice that moves no die by more than this (of a die) is the per-cell one
    # again, and is not offered.
    moved: float = 0.2


@dataclass(frozen=True)
class GlyphParams:
    # Of a cell, added around each cell when cutting a mark: dice tops sit off the tray grid
    # in a tilt.
    margin: float = 0.18
    # The first pass, which only places the dice, looks wider still.
    placing_margin: float = 0.32
    # How far (of a cell) beyond the main blob's box a smaller blob may reach and still
    # belong to the mark; farther for one centred on the die (within ``central`` of a cell of
    # its centre): the u of Qu sits beside its Q.
    reach: float = 0.3
    reach_far: float = 0.45
    central: float = 0.36
    # Side blobs this small next to the main blob (in total, of its area) may be specks
    # rather than part of the mark: the main blob alone is offered to the classifier too.
    specks: float = 0.2
    # Share of its box a mark fills to be a solid block (the blank face).
    solid: float = 0.85


@dataclass(frozen=True)
class ClassifierParams:
    # A face's distance is the mean over its few closest examples: one odd example cannot
    # decide alone.
    neighbours: int = 3


@dataclass(frozen=True)
class PatchParams:
    # Of the die pitch: the central square holds the mark; more of the die takes in its
    # rounded edges and the neighbours' gaps, which vary more than the letter does (held out
    # by board group, the grey patch alone read 84% of dice right at 1.0, 92% at 0.8, 94% at
    # 0.65).
    inner: float = 0.65
    # The face around the ink, found by a max filter this wide (of the patch): wider than a
    # stroke, so the letter drops out and only the paper's shading stays.
    paper_filter: float = 0.3
    # Grey levels: below this contrast the patch is left as faint as it is.
    min_contrast: float = 4.0


@dataclass(frozen=True)
class RecogniseParams:
    # Confidence is a logistic curve over how clearly the best face won: its relative lead
    # over the runner-up, less distance_penalty times its distance (an unusual mark). The
    # centre puts confidence 0.5 where, held out by board group, about 10% of right dice fall
    # below it and over 85% of wrong ones do.
    lead_centre: float = 0.11
    lead_spread: float = 0.08
    distance_penalty: float = 0.5
    # Runner-up faces reported with each die, for the player's corrections.
    alternatives: int = 3
    # The grey patch's share of a die's distance to each face, and its distances' size in the
    # mark classifier's units (the ratio of their median distances to the closest face, held
    # out by board group). Shares of 0.2 to 0.67 were tried held out; 0.6 read the most dice.
    patch_share: float = 0.6
    patch_unit: float = 0.31
    # The mark classifier's distances as probabilities (vision.recognise.mark_probabilities):
    # a softmax over -distance / this, for combining them with the face network's.
    mark_temperature: float = 0.25
    # A die the face network gives more than off_centre of "no die here" is looked at again
    # this many pitches off its node in eight directions (vision.centring). Held out by board
    # group, 0.15 with steps up to 0.45 read the most dice; 0.3 or 0.1 fewer (docs/reader-log.md).
    off_centre: float = 0.15
    centring_steps: tuple[float, ...] = (0.15, 0.3, 0.45)
    # ... unless more than this share of the board's dice are off-centre. The labelled photos'
    # chosen lattices have at most 0.56 (a column cut in half, then one blurred past reading:
    # 1.0); frames of a bare table read as a board have 0.94 to 1.0.
    max_off_centre: float = 0.75
    # A die whose mark's centre is more than this many pitches off its node is also looked at
    # with its mark centred (vision.centring). Held out by board group, 0.12 to 0.15 read the
    # most dice; the lower, the fewer right dice flagged (see docs/reader-log.md).
    mark_off: float = 0.12
    # ... and no further than this: a mark half a pitch or more off its node is nearer the
    # neighbour's node, so it is the neighbour's mark (found through a faint or blurred face),
    # and reading the die there reads the neighbour twice (vision.stretch).
    mark_reach: float = 0.5


@dataclass(frozen=True)
class DeblurParams:
    # A board whose faces read with a mean log-probability below this is looked at with its
    # blur undone (vision.deblur). Held out by board group, the boards a smear undone read
    # better were all below -0.06; below -0.04 are about one photo in ten.
    unsure: float = -0.04
    # The smears tried: lengths in die pitches, each every degree_step degrees.
    lengths: tuple[float, ...] = (0.07, 0.12, 0.17, 0.23, 0.3, 0.38)
    degree_step: int = 15
    noise: float = 0.03  # Wiener's noise-to-signal ratio: lower rings, higher leaves blur
    # Ranking the smears on a small copy (vision.deblur) was most of the pass: 72 smears x
    # every die through the network, 0.37 of 1.1 processor seconds a 4x4 board (2026-11-27).
    # Now every other direction first (36 smears), then the neighbours of the ``refine`` best
    # (8 to 10 more), each on the ``rank_dice`` dice the photo reads least surely. The boards
    # deblurred, their inputs saved and replayed with tries 2 (14 held out, 13 with the shipped
    # models; dice right against the 72 smears on every die, tries 6): 6 dice +3 and +1; 8 dice
    # +3 and -3; 12 dice +1 and -1 (4c35b91c -2 held out); 16 dice +1 and -2. Run in full with
    # 6: held out +1 (da617ba0), shipped 0bb2b5bb -2 (3 of 16 right, was 5) and 74bd2290 +1. On
    # 72 smeared renderings of 3 boards 6 dice read 1077 of 1152 dice right, 8 1100, 12 1111,
    # the 72 smears on every die 1112: the least sure dice alone can favour a wrong direction
    # there (docs/reader-log.md).
    rank_dice: int = 6
    refine: int = 2
    # The smears ranked highest, undone on the board itself and read in full, marks too (0.065
    # processor seconds a 4x4 board each); the surest reading stands if surer than the photo's
    # own by more than ``margin`` (mean log-probability). 2 rather than 6: see rank_dice.
    tries: int = 2
    margin: float = 0.02


@dataclass(frozen=True)
class ReadingParams:
    # Dice read with less confidence than this are flagged for the player to check (GUI and
    # CLI). The default reader's confidences are probabilities (the face network times the
    # marks, calibrated: expected error 0.005); held out by board group (5 folds, 211 photos,
    # 2026-11-26) below 0.98 fall 95.1% of the dice read wrong and 2.0% of those read right;
    # below 0.9, 85.4% and 0.9%; below 0.995, 97.6% and 3.7%. Of the 2 of 41 wrong dice above
    # 0.99, one (read at 0.999) most likely has a wrong label; see docs/reader-log.md. With the
    # board vouching for its dice (vouching_board, below; held out, 2026-11-27): below 0.98 fall
    # 95.1% of the wrong dice and 1.9% (80 of 4,146) of the right ones, 2.2% before.
    low_confidence: float = 0.98
    # Photos are processed with their longest side at most this: dice stay 30+ px wide, and
    # 12 MP photos stay fast.
    processing_side: int = 1000
    # A photo whose longest side is shorter than this is enlarged to it first: the reader's
    # sizes in pixels (filters, kernels, smallest marks) were set on the labelled photos, 416
    # pixels across. Held out, those photos scaled to 0.4 (166 pixels) read 92.3% of their
    # dice as they were and 96.3% enlarged (folds 1 and 2 of 5).
    min_processing_side: int = 416
    # A board shows a mark on nearly every die; a patterned surface or a wrong outline does
    # not: with marks on fewer than this share of the dice there is no board.
    min_marked: float = 0.6
    # Mean die confidence a board found without a coloured tray needs: the dark squares of a
    # chess board enclose pale ones just as a black tray does.
    min_loose_confidence: float = 0.4
    # Mean die confidence at which a candidate outline is taken at once, without trying the
    # later ones (nor the evened second look, vision.candidates.best_reading).
    convincing: float = 0.85
    # On a board read with a mean die confidence under this, no die counts as surer than that
    # mean (vision.reading.doubted). Held out (5 folds; as taken, five light conditions, blur
    # of 2 px), dice read at 0.98 or more were wrong 15 times in 88 on boards whose mean was
    # under 0.8 (13 in 43 under 0.75), and 31 in 31,248 on the others.
    doubtful_board: float = 0.8
    # Two neighbouring dice read closer than this share of a pitch are one die read twice
    # (vision.stretch): the outline is a row or column short, or a die was read where its
    # neighbour sits. When no stretch of the outline mends that, no die on the lattice is
    # surer than misplaced_board: held out (5 folds, 9 conditions, 1,899 readings), 7 boards
    # stayed misplaced, all read wrong, with 91 of their 132 dice right (0.69).
    same_die: float = 0.5
    misplaced_board: float = 0.7
    # A die on a board whose other dice average over vouching_board has its odds multiplied by
    # (their mean's odds / vouching_board's) ** vouch_weight, the mean counted at most
    # vouch_ceiling (vision.chosen_faces.vouched): at most 3.1 times, so a die read under 0.94
    # stays flagged however sure its board. vouching_board stays over doubtful_board, so a
    # doubted board's caps hold. Chosen held out by bench/vouch_eval.py (5 folds by board group,
    # as taken and under dim, blur 1.2 px, half shadow, noise 10; 2026-11-27): the fewest right
    # dice flagged as taken among the rules that, under every condition, flag no fewer wrong
    # dice and leave no more boards read wrong with no die flagged, even at 1.5 times the
    # weight. Chosen so on 4 folds and scored on the fifth (nested): right dice flagged as taken
    # 90 -> 79 of 4,146 (2.2% -> 1.9%), wrong still 39 of 41; dim 132 -> 119, blur 220 -> 198,
    # half shadow 129 -> 105, noise 115 -> 104, every condition's wrong dice flagged as before,
    # but one shadowed board read wrong lost its only flag (fold 1 chose a weight of 0.45).
    # These values, chosen on every fold: as taken 80 right flagged, 39 of 41 wrong, no board
    # read wrong unflagged; under the four conditions no wrong die or board loses its flag.
    vouching_board: float = 0.97
    vouch_weight: float = 0.2
    vouch_ceiling: float = 0.9999
    # A look whose faces (the face network times the marks, vision.chosen_faces) read every die
    # this surely settles the photo, as a convincing chooser does: no second look. Held out
    # (folds 1, 2 and part of 3; as taken, dim, half shadow, noise), 0.8 kept every board and
    # die the second looks gave while halving the slowest twentieth's time; a mean of 0.85
    # lost three boards of 211 whose second looks mended a die or two read doubtfully.
    faces_settle: float = 0.8
    # Dice the chooser may read over a photo's search (vision.budget): then no further look
    # starts, a look reads no further outline once one makes a board, and the board chosen is
    # neither read at other grid sizes nor stretched; the best reading so far stands, its
    # doubtful dice flagged. None: no limit. Counted in dice, not seconds, so that a photo
    # reads the same on a busy machine as on a quiet one (about 4.3 ms a die on the 2-core
    # machine, 2026-11-27: vision.budget). The labelled photos as taken read at most 460 with
    # the shipped models (median 16); the hard cases tests/vision/test_photos.py holds the
    # reader to (a small dim board found by a zoomed crop after the evened looks: 1,472; an
    # outline a column short stretched back after every look: 751 and 841) fail at 800. Held
    # out (folds 1 and 2, nine conditions), 1,000 lost a board under the camera turned 30
    # degrees (read at the wrong size) and a die on each of two boards at JPEG 25; 2,000 read
    # every photo as no limit did. So 2,000 (about 9 s): a bound on the unforeseen, not a cut
    # of the photos we know.
    budget: int | None = 2000
    # In the search, the chooser reads a lattice only when the face network sees faces on it
    # at least as surely as on the glance_keep-th surest lattice of the photo so far
    # (vision.glance). Held out (5 folds by board group, as taken, 2026-11-27, the 2-core
    # machine), 2, 3 and 5 each read all 211 photos as reading every lattice did; in processor
    # seconds, 2 and 3 took the 95th percentile from 1.44 to 1.12 and 1.16, the slowest from
    # 3.74 to 2.69 and 2.64 (5 saved nothing). Under the nine conditions of bench/conditions.py
    # (folds 1 and 2, 729 readings), against reading every lattice: 2 read 24 more dice right
    # (half shadow +8 and every grid size right, dim +5, scaled +5, JPEG 25 +2, turned -1) and
    # 3 more boards, in 2% to 12% less time per condition; 3 read 13 more (JPEG 25 -4). With
    # the shipped models, 2 took the slowest labelled photo (9b12b272) from 1.61 to 1.23
    # processor seconds, 3 to 1.47.
    glance_keep: int = 2


@dataclass(frozen=True)
class LiveParams:
    # The live outline is found on the frame shrunk to this many pixels on its longest side:
    # the tray and dice stay several pixels wide at 400, and a 720p frame takes a few
    # hundredths of a second (bench/frames_bench.py).
    outline_side: int = 400
    # Sharpness is measured on the board shrunk (never enlarged) to this many pixels across,
    # so it does not depend on how near the camera is.
    sharpness_side: int = 256
    # Raw sharpness (second-difference variance over brightness variance on the board, in the
    # weakest direction) at which the normalised sharpness is 0.5: synthetic 720p boards
    # measured about 0.1 raw, and 0.01 with a motion blur of 9 px or a Gaussian one of 3 px.
    sharpness_half: float = 0.03
    # A frame at least this sharp is worth capturing (LiveOutline.sharp): the rendered 720p
    # boards measured 0.6 to 0.8, with a 9 px motion blur about 0.25.
    sharp: float = 0.45
    # An outline counts as a board only with this many letters (dark holes in the pale dice)
    # inside: tables, cloths and walls that pass for a tray measured 2 at most, boards at 400
    # px 9 or more unless the board is under a fifth of the frame's width.
    min_letters: int = 6
    # A board whose corners come this close to the frame's edge (of its shorter side) may be
    # cut off.
    edge_margin: float = 0.01


@dataclass(frozen=True)
class FramesParams:
    # Frames kept of a clip, the sharpest by the whole frame's sharpness (under a millisecond
    # a frame): the board is looked for in the first ``looks`` of them, and the best views
    # read; the others are looked at only when those readings do not settle the board.
    # Finding the board costs a few hundredths of a second a frame, reading a few tenths.
    keep: int = 12
    looks: int = 4
    # At most this many readings are voted on: a hard clip (small, blurred, low-confidence
    # dice) takes longer, but not without end. Reading stops sooner once every die has been
    # read surely in some frame.
    max_reads: int = 8
    # A reading whose dice average less confidence than this is no board: read_board finds
    # "boards" in some patterned tables (synthetic table clips), every die at 0.
    min_board_confidence: float = 0.1
    # A frame is read only if its sharpness is at least this share of the sharpest frame's.
    relative_sharpness: float = 0.6
    # Frames agreeing on fewer than this share of the dice with the best frame, at their best
    # turn, show something else (a board half out of view, a wrong outline): they do not vote.
    min_agreement: float = 0.5


@dataclass(frozen=True)
class VideoParams:
    # Frames taken from a video file per second of it: a hand-held camera's shake and blur
    # change over a quarter of a second, while neighbouring frames at 30 fps are near copies
    # that cost time and add no new look at the board.
    per_second: float = 4.0
    # At most this many frames of one video (spread over a long one): the outline costs a few
    # hundredths of a second a frame, and read_frames reads only the sharpest few in full.
    max_frames: int = 24
    # Frames decoded (most only skipped over) before giving up on a video whose length is
    # unknown: ten minutes at 30 fps, a few seconds of decoding at 720p.
    max_decoded: int = 18_000


@dataclass(frozen=True)
class LookParams:
    # The evened look is taken only when evening moves the photo's pixels by this many grey
    # levels on average (the labelled photos: 9.6 and up; a page of text 3, a chess board 0):
    # otherwise it would find the same outlines again.
    even_change: float = 6.0
    # A board whose outline spans less than this share of the processing image's longest
    # side is small in the frame: when it does not read convincingly, a crop around it is read
    # again, zoomed from the full-size photo until the board spans zoom_side pixels (at most
    # max_zoom times), with crop_margin times the board's side around its centre each way.
    small_board: float = 0.35
    zoom_side: float = 400.0
    max_zoom: float = 4.0
    crop_margin: float = 0.8
    # Crops are tried around at most this many outlines, surest first, until one reads
    # convincingly; around a runner-up only if it read at least runner_up_share as surely as
    # the best. Set between three held-out photos: under noise (σ 10), one read right at 0.026
    # with the others at 0.008 and less, and a crop around one of those found a 4x4 board's
    # dice as a 5x5 one (0.031); dim and in a 30% shadow, another's board was the runner-up at
    # 0.62 and 0.49 of a scrap of cloth's score.
    zoom_places: int = 3
    runner_up_share: float = 0.4
    # No second look is taken at a photo whose best reading's marks read this surely (the
    # chooser's mean die confidence), settled or not: the looks mend pixels (light, grain,
    # resolution), and marks that read this well are resolved already; what leaves such a
    # reading unsettled (a die read twice, a lattice fitted to the marks) is geometry, for the
    # other grid sizes and the stretch (vision.reading). Held out (folds 1 and 2; as taken,
    # scaled 0.6, dim, noise, half shadow; 405 readings, 2026-11-27): 0.6 and 0.8 read every
    # photo as with no such rule but one, 15 dice right where 14 were (under shadow); the
    # slowest labelled photo (d2b57ab3, read 0.78) took its four looks for nothing.
    sure_marks: float = 0.6
    # A zoomed crop reads only outlines about where its place's board is (centres within a
    # quarter of its side, areas within a factor of two): the crop is there to read that board
    # at more pixels, and the crop's other outlines (the cloth, a die's own square) were read
    # in the full frame already. Held out (folds 1 and 2, nine conditions, 729 readings,
    # 2026-11-27 21:16 to 21:24): every grid as before, the reading time 6% less, the 99th
    # percentile 5.03 -> 4.63 s and the slowest 7.60 -> 6.66 s.
    zoom_same_board: bool = True
    # A photo with grain of more than ``noisy`` grey levels (vision.noise; the labelled photos
    # as taken: half under 0.5, 95% under 4.3; with sensor noise of sigma 5 added, 95% over
    # 4.9) that does not read convincingly is looked at again calmed: a bilateral filter
    # ``calm_diameter`` pixels across, averaging neighbours within ``calm_colour`` times the
    # grain (at least ``calm_min_colour``) grey levels, ``calm_space`` pixels apart.
    noisy: float = 4.5
    calm_diameter: int = 7
    calm_colour: float = 3.0
    calm_min_colour: float = 40.0
    calm_space: float = 5.0
    # Calming lifts every reading's confidence a little (smoother marks), so the calmed
    # photo's reading stands only when it is this many times surer than the grainy photo's.
    calm_gain: float = 1.3


@dataclass(frozen=True)
class ReaderParams:
    """Every tuned threshold of the reader, by stage."""

    load: LoadParams = field(default_factory=LoadParams)
    lighting: LightingParams = field(default_factory=LightingParams)
    trays: TrayParams = field(default_factory=TrayParams)
    locate: LocateParams = field(default_factory=LocateParams)
    grid: GridParams = field(default_factory=GridParams)
    lattice: LatticeParams = field(default_factory=LatticeParams)
    glyphs: GlyphParams = field(default_factory=GlyphParams)
    classifier: ClassifierParams = field(default_factory=ClassifierParams)
    patches: PatchParams = field(default_factory=PatchParams)
    recognise: RecogniseParams = field(default_factory=RecogniseParams)
    deblur: DeblurParams = field(default_factory=DeblurParams)
    reading: ReadingParams = field(default_factory=ReadingParams)
    live: LiveParams = field(default_factory=LiveParams)
    frames: FramesParams = field(default_factory=FramesParams)
    video: VideoParams = field(default_factory=VideoParams)
    looks: LookParams = field(default_factory=LookParams)


PARAMS = ReaderParams()
