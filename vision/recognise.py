"""Read each die's face from its mark, with a confidence and the next-best faces."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache

import numpy as np

from solver import BLANK, EDITIONS, FACES, edition_for_size
from solver.faces import BASE_LETTERS, ENGLISH_FACES, SINGLE_LETTER_FACES, TWO_LETTER_FACES
from solver.languages import DEFAULT_LANGUAGE, language_named
from vision.classifier import FaceScores, GlyphModel
from vision.glyphs import Glyph
from vision.net import FACE_CLASSES, ROTATIONS, FaceNet, net_for_faces
from vision.orient import die_rotation
from vision.params import PARAMS

_SCORE = PARAMS.recognise
_TWO_LETTER_SIZE = 5  # boards this big may show two-letter faces (An, Er, He, In, Th, Qu)


@dataclass(frozen=True)
class FaceGuess:
    face: str
    confidence: float  # 0..1
    # The runner-up faces, best first: with the network, each with its probability; with the
    # mark classifier, how closely it matched compared with the chosen face (1.0 = as close).
    alternatives: tuple[tuple[str, float], ...]
    rotation: int  # degrees clockwise the die stands in the photo
    # Where on the squared-up board the die was read, when not at its lattice node
    # (vision.centring); None: at its node.
    centre: tuple[float, float] | None = None


# The game's language of the board being read: the edition whose faces faces_for_size gives.
# Set for the whole of one reading (vision.reading.read_board) rather than handed down every
# stage, as every stage that reads dice asks faces_for_size.
_reading_language: ContextVar[str] = ContextVar("reading_language", default=DEFAULT_LANGUAGE)


@contextmanager
def reading_language(code: str | None) -> Iterator[None]:
    """``faces_for_size`` gives the faces of the edition of ``code`` for the duration (None:
    the language already being read, English outside any reading). LanguageError
    (solver.languages) for a code no edition has."""
    token = _reading_language.set(
        _reading_language.get() if code is None else language_named(code).code
    )
    try:
        yield
    finally:
        _reading_language.reset(token)


def faces_for_size(size: int, language: str | None = None) -> frozenset[str]:
    """The faces a board of ``size`` x ``size`` dice can show in the edition of ``language``
    (a code of solver.languages; the reading's language, English by default, when None)."""
    code = _reading_language.get() if language is None else language_named(language).code
    if code == DEFAULT_LANGUAGE:
        return _english_faces(size)
    return _edition_faces(size, code)


def reading_net() -> FaceNet:
    """The shipped face network for the reading's language (vision.net.net_for_faces): the
    English network while every face its edition prints, at every size, is an English face
    (English, French, German, Dutch), else the one trained on them too (Spanish: Ñ). Loaded
    once."""
    code = _reading_language.get()
    sides = {edition.side for edition in EDITIONS.values()}
    return net_for_faces(frozenset().union(*(faces_for_size(side, code) for side in sides)))


@cache
def _english_faces(size: int) -> frozenset[str]:
    """Every letter, plus what the known English dice sets of that size print. The 4x4 sets
    print only Qu besides single letters; the 6x6 set adds An, Er, He, In, Th and the blank.
    Ruling the others out removes confusions such as E read as Er or H as He, which no real
    4x4 die can show. Boards of 5x5 and more may show the two-letter faces whatever the known
    sets say: the blue 5x5 sets in photos print An (and 5x5 trays are played with 6x6 dice).
    A size no edition has may show any English face.

    The dice are the edition's (``solver.edition_for_size``): a 4x4 board is taken to be the
    1987 set, whose faces are the 1976 set's (letters and Qu), so the sets are the same."""
    if all(edition.side != size for edition in EDITIONS.values()):
        return frozenset(ENGLISH_FACES)
    letters = set(SINGLE_LETTER_FACES) & set(FACES)  # Q shows only as Qu
    printed = {face for die in edition_for_size(size).dice.dice for face in die}
    if size >= _TWO_LETTER_SIZE:
        printed |= set(TWO_LETTER_FACES)
    return frozenset(letters | printed)


@cache
def _edition_faces(size: int, code: str) -> frozenset[str]:
    """Every letter (Q shows only as Qu), plus what the language's dice of the nearest size
    print (solver.languages: Qu; the Spanish Ñ). Their dice print no two-letter face but Qu and
    no blank, so a French E is never read as Er."""
    letters = set(SINGLE_LETTER_FACES) - {"Q"}
    dice = language_named(code).dice_for_size(size)
    return frozenset(letters | {face for die in dice.dice for face in die})


def recognise(
    glyphs: list[Glyph],
    model: GlyphModel,
    faces: frozenset[str] | None = None,
    patches: list[np.ndarray] | None = None,
    patch_model: GlyphModel | None = None,
) -> list[FaceGuess]:
    """One guess per glyph, in order, among ``faces`` (every face the model knows when None).
    With ``patches`` (vision.patches, one per glyph) and ``patch_model`` the grey die patch
    counts as well as the mark. A die with no mark found reads as the blank, unsure: the player
    is asked to check it."""
    scores = mark_scores(glyphs, model, faces)
    if patches is not None and patch_model is not None:
        grey = patch_model.score_many(patches, faces)
        scores = [
            None if mark is None else with_patch(mark, patch)
            for mark, patch in zip(scores, grey, strict=True)
        ]
    return [guess(face_scores) for face_scores in scores]


def with_patch(mark: FaceScores, patch: FaceScores) -> FaceScores:
    """Per face, a weighted sum of the mark's and the grey patch's distances, in the mark's
    units so that the confidence curve keeps its meaning. The rotation stays the mark's: it is
    the sharper of the two. A face the patch model has no example of takes its base letter's
    distance (solver.faces.BASE_LETTERS: Ñ takes N's), or else counts as its farthest: at the
    patch's resolution a tilde is a smudge over the letter, so the patch cannot tell Ñ from N
    and must not count against either; the mark, which keeps the tilde, decides."""
    farthest = max(patch.distances.values(), default=0.0)
    distances = {
        face: (1 - _SCORE.patch_share) * distance
        + _SCORE.patch_share * _SCORE.patch_unit * _patch_distance(patch, face, farthest)
        for face, distance in mark.distances.items()
    }
    return FaceScores(distances, mark.rotations)


def _patch_distance(patch: FaceScores, face: str, farthest: float) -> float:
    if face in patch.distances:
        return patch.distances[face]
    return patch.distances.get(BASE_LETTERS.get(face, face), farthest)


def mark_scores(
    glyphs: list[Glyph], model: GlyphModel, faces: frozenset[str] | None = None
) -> list[FaceScores | None]:
    """Per glyph, the classifier's distances per face over the cuts of its mark (None: no mark)."""
    found = [g for g in glyphs if g.picture is not None]
    pictures = [g.picture for g in found]
    pictures += [g.bare for g in found if g.bare is not None]
    pictures += [g.stroked for g in found if g.stroked is not None]
    scored = iter(model.score_many([p for p in pictures if p is not None], faces))
    whole = [next(scored) for _ in found]
    bare = {i: next(scored) for i, g in enumerate(found) if g.bare is not None}
    stroked = {i: next(scored) for i, g in enumerate(found) if g.stroked is not None}
    results: list[FaceScores | None] = []
    index = 0
    for glyph in glyphs:
        if glyph.picture is None:
            results.append(None)
            continue
        face_scores = whole[index]
        if index in bare:
            face_scores = explain_specks(face_scores, bare[index])
        if index in stroked:
            face_scores = closer(face_scores, stroked[index])
        index += 1
        results.append(face_scores)
    return results


def guess(face_scores: FaceScores | None) -> FaceGuess:
    """The best face of ``face_scores`` with its confidence, runners-up and rotation."""
    if face_scores is None:
        return FaceGuess(BLANK, 0.0, (), 0)
    ranked = face_scores.ranked()
    best_face, best = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else best * 2
    lead = (runner_up - best) / (best + 1e-6) - _SCORE.distance_penalty * best
    confidence = float(1.0 / (1.0 + np.exp(-(lead - _SCORE.lead_centre) / _SCORE.lead_spread)))
    alternatives = tuple(
        (face, round(float(best / (distance + 1e-6)), 3))
        for face, distance in ranked[1 : 1 + _SCORE.alternatives]
    )
    return FaceGuess(best_face, confidence, alternatives, die_rotation(best_face, face_scores))


def net_classes(
    faces: frozenset[str] | None, net_faces: tuple[str, ...] = FACE_CLASSES
) -> tuple[str, ...]:
    """The faces a face network's probabilities stand for when reading among ``faces``: its
    own classes (``net_faces``, vision.net.FaceNet.classes; the English network's by default),
    then each face allowed that it has no class for."""
    extra = tuple(f for f in FACES if f not in net_faces and faces is not None and f in faces)
    return net_faces + extra


def with_stand_ins(
    probabilities: np.ndarray, classes: tuple[str, ...], net_faces: tuple[str, ...] = FACE_CLASSES
) -> np.ndarray:
    """A network's (dice, net_faces + 1, rotations) probabilities widened to ``classes``
    (net_classes), "no die here" still last: a face the network has no class for takes its base
    letter's probability (solver.faces.BASE_LETTERS: Ñ takes N's), as a network never taught
    the tilde (the English one) sees the two alike; the marks tell them apart
    (recognisers.combined_recogniser). Without such a face (the network over every face reads
    Ñ itself), or already widened, ``probabilities`` itself."""
    not_a_die = len(net_faces)
    if len(classes) == not_a_die or probabilities.shape[1] != not_a_die + 1:
        return probabilities
    borrowed = [net_faces.index(BASE_LETTERS[face]) for face in classes[not_a_die:]]
    return np.concatenate(
        [probabilities[:, :not_a_die], probabilities[:, borrowed], probabilities[:, not_a_die:]],
        axis=1,
    )


def net_guesses(
    probabilities: np.ndarray,
    faces: frozenset[str] | None,
    net_faces: tuple[str, ...] = FACE_CLASSES,
) -> list[FaceGuess]:
    """One guess per die from a face network's (dice, net_faces + 1, rotations) probabilities
    (vision.net, ``net_faces`` its classes; or widened by with_stand_ins), among ``faces`` (all
    when None): the face with
    the largest probability summed over its rotations, that probability as the confidence
    (renormalised over the faces allowed and "no die here", which is never chosen but keeps its
    share), the next ``alternatives`` faces with theirs, and the likeliest rotation of the
    chosen face."""
    classes = net_classes(faces, net_faces)
    probabilities = with_stand_ins(probabilities, classes, net_faces)
    if probabilities.shape[1] != len(classes) + 1:
        raise ValueError(
            f"{probabilities.shape[1]} face groups for the {len(classes)} faces and no die here"
        )
    not_a_die = len(classes)
    allowed = np.array([faces is None or face in faces for face in classes] + [True])
    per_face = probabilities.sum(axis=2) * allowed
    per_face /= np.maximum(per_face.sum(axis=1, keepdims=True), 1e-12)
    guesses = []
    for die, row in enumerate(per_face):
        ranked = [i for i in np.argsort(-row, kind="stable") if i != not_a_die]
        best = int(ranked[0])
        face = classes[best]
        rotation = 0 if face == BLANK else ROTATIONS[int(probabilities[die, best].argmax())]
        alternatives = tuple(
            (classes[int(i)], round(float(row[i]), 4))
            for i in ranked[1 : 1 + _SCORE.alternatives]
            if allowed[i]
        )
        guesses.append(FaceGuess(face, float(row[best]), alternatives, rotation))
    return guesses


def mark_probabilities(
    glyphs: list[Glyph],
    model: GlyphModel,
    faces: frozenset[str] | None = None,
    net_faces: tuple[str, ...] = FACE_CLASSES,
) -> np.ndarray:
    """(dice, faces) probabilities from the mark classifier: a softmax over the distances of
    each face's closest examples (``mark_temperature`` in their units), in the order of
    ``net_classes(faces, net_faces)``, the network's it is multiplied with. A face the
    classifier has no example of, or a die with no mark, is left to the other recogniser
    (equal shares)."""
    classes = net_classes(faces, net_faces)
    result = np.ones((len(glyphs), len(classes)))
    for die, scores in enumerate(mark_scores(glyphs, model, faces)):
        if scores is None:
            continue
        distances = np.array([scores.distances.get(face, np.nan) for face in classes])
        known = ~np.isnan(distances)
        if not known.any():
            continue
        logits = -(distances[known] - distances[known].min()) / _SCORE.mark_temperature
        result[die] = 0.0
        result[die, known] = np.exp(logits) / np.exp(logits).sum()
    return result


# Faces of two letters, and letters with a mark of their own (Ñ's tilde): their mark has two
# parts, so the main blob alone is never one of them.
_SEVERAL_PARTS = frozenset({"Qu", "An", "Er", "He", "In", "Th", *BASE_LETTERS})


def explain_specks(full: FaceScores, bare: FaceScores) -> FaceScores:
    """Scores for a mark whose small side blobs may be specks: a one-letter face may match the
    main blob alone, while a two-letter face must match the whole mark. So an R beside a speck
    of dirt stays an R rather than turning into Qu. (An underline bar that the classifier does
    match, under M, W, N or Z, makes the whole mark the closer match anyway.) Where a face
    written on a letter with a mark of its own is scored too (Ñ: a Spanish board), that letter
    (N) must match the whole mark as well: the small blob above it may be the tilde."""
    marked = {BASE_LETTERS[face] for face in full.distances if face in BASE_LETTERS}
    return closer(full, bare, only=lambda face: face not in _SEVERAL_PARTS and face not in marked)


def closer(
    first: FaceScores, second: FaceScores, only: Callable[[str], bool] = lambda _face: True
) -> FaceScores:
    """Per face, the closer match of two cuts of the same mark; ``second`` counts only for the
    faces ``only`` accepts."""
    distances, rotations = dict(first.distances), dict(first.rotations)
    for face, distance in second.distances.items():
        if only(face) and distance < distances.get(face, np.inf):
            distances[face], rotations[face] = distance, second.rotations[face]
    return FaceScores(distances, rotations)
