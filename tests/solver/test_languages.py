"""The languages: folding, the word lists they compile, their dice, and solving their boards."""

from __future__ import annotations

import gzip
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from solver import Board, Lexicon, LexiconError, check_word, reference, roll, solve
from solver import cache as lexicon_cache
from solver.dice import dice_set
from solver.folding import fold_dutch, fold_english, fold_french, fold_german, fold_spanish
from solver.languages import LANGUAGES, LanguageError, WordSource, language_named
from solver.search import find_paths

REPO = Path(__file__).resolve().parents[2]


def system_list(package: str, path: str) -> Path:
    """A Debian word list, or skip the test saying which package to install."""
    if not Path(path).is_file():
        pytest.skip(f"Debian's {package} is not installed (apt-get install {package})")
    return Path(path)


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "cache"
    monkeypatch.setenv(lexicon_cache.CACHE_ENV, str(directory))
    return directory


@pytest.mark.parametrize(
    ("fold", "word", "played"),
    [
        (fold_french, "été", "ete"),
        (fold_french, "Œuf", "oeuf"),
        (fold_french, "garçon", "garcon"),
        (fold_french, "naïve", "naive"),
        (fold_german, "Straße", "strasse"),
        (fold_german, "größer", "groesser"),
        (fold_german, "Äpfel", "aepfel"),
        (fold_german, "Café", "cafe"),
        (fold_spanish, "año", "año"),
        (fold_spanish, "AÑO", "año"),
        (fold_spanish, "canción", "cancion"),
        (fold_spanish, "pingüino", "pinguino"),
        (fold_dutch, "geëerd", "geeerd"),
        (fold_dutch, "ĳs", "ijs"),
        (fold_dutch, "IJsberg", "ijsberg"),
        (fold_english, "Café", "café"),  # English keeps it, and its lists then drop it
    ],
)
def test_each_language_folds_as_its_players_write(fold, word: str, played: str) -> None:
    assert fold(word) == played


def test_a_decomposed_accent_folds_as_a_composed_one() -> None:
    decomposed = "an\u0303o"  # n + combining tilde, as some files store ñ
    assert fold_spanish(decomposed) == "año"
    assert fold_german("gro\u0308sser") == "groesser"


def test_french_list_folds_drops_names_and_counts_what_it_skips(private_cache: Path) -> None:
    text = "été\nete\nÉtat\nœuf\nParis\nSNCF\naujourd'hui\npeut-être\nsmørrebrød\ncoq\nquoi\n"
    lexicon = Lexicon.from_words(text.split(), name="fr test", language="fr")
    assert sorted(lexicon.words()) == ["ete", "oeuf", "quoi"]
    assert lexicon.stats is not None
    # Paris and SNCF are a name and an acronym; État is capitalised, as French lists write
    # no common word; ø has no letter on the dice; coq has a Q no die has without its U.
    assert lexicon.stats.names == 3
    assert lexicon.stats.not_a_to_z == 3  # aujourd'hui, peut-être, smørrebrød
    assert lexicon.stats.q_without_u == 1
    assert lexicon.stats.duplicates == 1  # été and ete are one word on the dice
    assert "été" in lexicon and "ÉTÉ" in lexicon and "œuf" in lexicon


def test_german_keeps_its_capitalised_nouns_but_not_acronyms(private_cache: Path) -> None:
    lexicon = Lexicon.from_words(["Straße", "größer", "ABC", "Haus"], language="de")
    assert sorted(lexicon.words()) == ["groesser", "haus", "strasse"]
    assert lexicon.stats is not None and lexicon.stats.names == 1


def test_spanish_keeps_n_tilde_apart_from_n(private_cache: Path) -> None:
    lexicon = Lexicon.from_words(["año", "ano", "niño"], language="es")
    assert sorted(lexicon.words()) == ["ano", "año", "niño"]
    assert "AÑO" in lexicon and "nino" not in lexicon


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("été\nmère\n".encode("latin-1"), "is not UTF-8 text (line 1 has the byte 0xe9)"),
        ("chat\nchien\nслово\n".encode(), "mixes scripts: line 3 ('слово') is in Cyrillic"),
        ("chat\n" + "été".encode().decode("latin-1") + "\n", "converted to UTF-8 twice"),
    ],
)
def test_a_list_in_the_wrong_encoding_or_mixed_scripts_is_refused(
    data: bytes | str, message: str, private_cache: Path
) -> None:
    raw = data.encode() if isinstance(data, str) else data
    with pytest.raises(LexiconError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Lexicon.from_bytes(raw, "my list", language="fr")


def test_latin_signs_and_extended_latin_letters_are_not_another_script(
    private_cache: Path,
) -> None:
    lexicon = Lexicon.from_words(["chat", "ºpas", "straẞe", "µm"], language="de")
    # º and µ have no letter on the dice: dropped, not refused; the capital ẞ is an ss.
    assert lexicon.words() == ["chat", "strasse"]


def test_english_lists_keep_their_old_leniency(private_cache: Path) -> None:
    # Latin-1 is still read, and words of other scripts are skipped, not refused.
    lexicon = Lexicon.from_bytes("cat\ncafé\nслово\n".encode("latin-1", "replace"), "en")
    assert lexicon.words() == ["cat"]


def test_the_same_list_gives_the_same_lexicon_in_every_process(tmp_path: Path) -> None:
    words = tmp_path / "mots.txt"
    words.write_text("été\nœuf\ncœur\nquoi\nmère\nÉtat\n", encoding="utf-8")
    probe = (
        "import hashlib, sys\n"
        "from solver import Lexicon, cache\n"
        "lexicon = Lexicon.load(sys.argv[1], language='fr')\n"
        "name = cache.graph_name(open(sys.argv[1], 'rb').read(), 'fr')\n"
        "data = (cache.cache_dir() / name).read_bytes()\n"
        "print(name, hashlib.sha256(data).hexdigest(), lexicon.stats is None, lexicon.words())\n"
    )
    outputs = []
    for run, cache_name in enumerate(("a", "b", "b")):
        env = {**os.environ, lexicon_cache.CACHE_ENV: str(tmp_path / cache_name)}
        env["PYTHONHASHSEED"] = str(run + 1)  # different set orders in each process
        result = subprocess.run(
            [sys.executable, "-c", probe, str(words)],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=env,
            timeout=60,
            check=True,
        )
        outputs.append(result.stdout.split(" ", 3))
    (name_a, digest_a, _, words_a), (name_b, digest_b, built_b, _), third = outputs
    assert (name_a, digest_a) == (name_b, digest_b)  # compiled apart, byte for byte the same
    assert name_a.startswith("lexicon-v3-fr-")
    assert built_b == "False" and third[2] == "True"  # the third process read the cache
    assert words_a.strip() == "['coeur', 'ete', 'mere', 'oeuf', 'quoi']"


def test_a_missing_system_list_names_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    french = LANGUAGES["fr"]
    source = WordSource("wfrench", "GPL-2+", system_path=Path("/nowhere/french"), package="wfrench")
    monkeypatch.setitem(LANGUAGES, "fr", type(french)(**{**french.__dict__, "words": source}))
    with pytest.raises(LexiconError, match=r"install Debian's wfrench package \(sudo apt-get"):
        LANGUAGES["fr"].lexicon()


def test_an_unknown_language_lists_the_known_ones() -> None:
    with pytest.raises(LanguageError, match=r"'xx'; choose one of en \(English\), fr \(French\)"):
        language_named("xx")
    assert language_named(None).code == "en" and language_named(" FR ").code == "fr"


@pytest.mark.parametrize("code", ["fr", "de", "es", "nl"])
def test_each_edition_has_dice_for_every_size_with_every_letter(code: str) -> None:
    language = LANGUAGES[code]
    for side in (4, 5, 6):
        dice = language.dice_for_size(side)
        assert (dice.side, len(dice.dice)) == (side, side * side)
        assert dice_set(dice.name) is dice
        letters = {face.lower()[0] for die in dice.dice for face in die}
        assert letters == set(language.folding.alphabet)  # every word can be spelled
        assert language.rules_for_size(side).min_length == (3 if side == 4 else 4)


def test_a_spanish_board_spells_words_with_n_tilde(private_cache: Path) -> None:
    lexicon = Lexicon.from_words(["año", "años", "ano", "soñar"], language="es")
    board = Board.parse("A,Ñ,O,S/X,X,X,X/X,X,X,X/X,X,X,X")
    assert [item.word for item in solve(board, lexicon).words] == ["año", "años"]
    assert solve(board, lexicon).words == reference.solve(board, lexicon).words
    assert check_word(board, lexicon, None, "AÑO").ok
    assert board == Board.parse("añoS/xxxx/xxxx/xxxx")


def _brute_force(board: Board, lexicon: Lexicon, folded: set[str]) -> dict[str, int]:
    """Every word of the folded list on the board, found word by word with find_paths: a
    search that shares nothing with the word graph."""
    letters = {letter for face in board.faces for letter in face.lower()}
    rules = solve(board, lexicon).rules
    return {
        word: rules.score(len(word))
        for word in folded
        if rules.score(len(word)) and set(word) <= letters and find_paths(board, word, limit=1)
    }


@pytest.mark.parametrize(
    ("code", "package", "path"),
    [("fr", "wfrench", "/usr/share/dict/french"), ("de", "wngerman", "/usr/share/dict/ngerman")],
)
def test_french_and_german_boards_solve_as_a_plain_search_over_the_list(
    code: str, package: str, path: str
) -> None:
    raw_list = system_list(package, path)
    language = LANGUAGES[code]
    lexicon = language.lexicon()
    folded = {word.replace("q", "qu") for word in map(_symbols_of(lexicon), _entries(raw_list))}
    folded.discard("")
    for seed in (1,):
        board = roll(language.dice, random.Random(seed))
        solution = solve(board, lexicon)
        found = {item.word: item.score for item in solution.words}
        assert found == {item.word: item.score for item in reference.solve(board, lexicon).words}
        assert found == _brute_force(board, lexicon, folded)
        assert len(found) > 10  # a real French or German board holds words


def _entries(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split()


def _symbols_of(lexicon: Lexicon) -> Callable[[str], str]:
    """An entry as the lexicon holds it (folded, Qu as q), or "" when the lexicon drops it."""

    def symbols(entry: str) -> str:
        if not entry.isalpha() or (entry.isupper() and len(entry) > 1):
            return ""
        if not lexicon.folding.keeps_capitalised and entry[0].isupper():
            return ""
        word = lexicon.fold(entry)
        if not lexicon.folding.alphabet.issuperset(word) or "q" in word.replace("qu", ""):
            return ""
        return word.replace("qu", "q")

    return symbols


def test_the_shipped_lists_are_the_debian_files_with_their_licences() -> None:
    for name in ("spanish", "dutch"):
        licence = (REPO / "resources" / f"{name}.LICENSE.txt").read_text(encoding="utf-8")
        assert "Public Domain" in licence or "BSD" in licence
    spanish_licence = (REPO / "resources" / "spanish.LICENSE.txt").read_text(encoding="utf-8")
    assert "Mozilla Public License Version 2.0" in spanish_licence  # the RLA-ES forms' licence
    assert len(LANGUAGES["es"].lexicon()) > 600_000  # the shipped file is read and compiled


def test_the_spanish_dictionary_has_inflected_forms_and_no_proper_nouns() -> None:
    lexicon = LANGUAGES["es"].lexicon()  # the shipped list, compiled once per test run
    # Plurals, verb forms, a plural of a derived noun (a twofold suffix), an enclitic form.
    for word in ("años", "casas", "niños", "comí", "hablábamos", "abdicaciones", "dámelo"):
        assert word in lexicon, word
    assert "año" in lexicon and "ano" in lexicon
    assert "anos" in lexicon and "años" in lexicon  # ñ stays a letter: two words, not one
    assert len({lexicon.fold("año"), lexicon.fold("ano")}) == 2
    assert "nino" not in lexicon  # niño is not played as nino
    # Names the Hunspell list writes capitalised only are not words of the game.
    assert "madrid" not in lexicon and "huallaga" not in lexicon
    with gzip.open(REPO / "resources" / "spanish.txt.gz", "rt", encoding="utf-8") as shipped:
        entries = shipped.read().split("\n")
    assert entries[-1] == "" and len(entries) > 700_000
    odd = [entry for entry in entries[:-1] if not entry.isalpha() or not entry.islower()]
    assert odd == []  # no capitalised entry, acronym, digit, hyphen or space
