"""The rules references in assets/<game>/rules.md: every clause id has its entry, every citation of the
engines and tests finds one, and the references stand alone (nothing read from beside the checkout)."""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engines.core.paths import app_root
from engines.core.reference import CITATION, candidates, citations, find, load_reference, parse, reference_games
from engines.registry import GAME_MODULES, get_game

ROOT = app_root()
CLAUSE_IDS = json.loads((Path(__file__).parent / "clause_ids.json").read_text(encoding="utf-8"))
GAMES = sorted(GAME_MODULES)
# The team's specification beside the checkout (STARBOARD_SHARED elsewhere); a user's clone has none.
SHARED_RULES = Path(os.environ.get("STARBOARD_SHARED", ROOT.parent / "shared")) / "rules"
# The id families each game cites (others in its code, such as a house id of another game, are ignored).
OWN = {"lostworlds": ("LW-",), "cosmic": ("CC-",), "colony": ("LSF-",), "galaxy": ("TI-", "LRR "),
       "woodland": ("LP-", "LP.", "Law ")}


def reference(game: str):  # type: ignore[no-untyped-def]
    found = load_reference(game)
    assert found is not None, f"assets/{game}/rules.md is missing"
    return found


def test_every_game_ships_its_reference() -> None:
    assert reference_games() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_id_has_its_entry(game: str) -> None:
    missing = [c for c in CLAUSE_IDS[game] if c not in reference(game).entries]
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_the_code_and_tests_cite_opens_an_entry(game: str) -> None:
    """Refusals, decisions, comments and rule marks: whatever id they name leads to an entry."""
    ref = reference(game)
    folders = [ROOT / "engines" / game, ROOT / "tests" / "engines" / game]
    cited = {c for folder in folders for path in folder.rglob("*.py")
             for c in citations(path.read_text(encoding="utf-8")) if c.startswith(OWN[game])}
    assert cited, "no citation found: the scan is broken"
    assert sorted(c for c in cited if ref.resolve(c) is None) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_rule_of_every_step_in_play_opens_an_entry(game: str) -> None:
    """What F1 opens: the rule each decision cites along a short random game."""
    rules = get_game(game)
    ref = reference(game)
    rng = random.Random(7)
    state = rules.new_state(max(rules.min_players, 3), seed=11)
    seen: set[str] = set()
    for _ in range(300):
        decisions = rules.decisions(state)
        if not decisions:
            break
        seen |= {d.rule for d in decisions if d.rule}
        rules.apply(state, decisions[0].seat, rng.choice(decisions[0].options))
    assert sorted(r for r in seen if ref.resolve(r) is None) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_reference_shows_players_rules_not_editors_notes(game: str) -> None:
    text = reference(game).markdown
    for note in ("Editor", "editorial", "Gaps the rulebook", "transcri", "verbatim", "extraction"):
        assert note not in text


def test_a_citation_opens_the_nearest_section_that_holds_it() -> None:
    woodland, galaxy, colony = reference("woodland"), reference("galaxy"), reference("colony")
    assert woodland.resolve("Law 4.3.1.II") == "Law 4.3.1.II"
    assert woodland.resolve("Law 4.3.2.IV") == "Law 4.3.2"
    assert woodland.resolve("LP-5.3") == "LP.5.3"  # the section, written with a dot
    assert woodland.resolve("LP.5-b") == "LP-5-b"
    assert galaxy.resolve("LRR 78.7") == "LRR 78"
    assert colony.resolve("LSF-CYCLE-5..7") == "LSF-CYCLE-5"
    assert colony.resolve("LSF-CYCLE-99") is None  # never a vague match on "LSF-CYCLE"
    assert list(candidates("Law 9.5.4")) == ["Law 9.5.4", "Law 9.5", "Law 9"]


def test_find_looks_in_the_given_game_first_then_in_the_others() -> None:
    assert find("LW-ACQ-9", "cosmic") == ("lostworlds", "LW-ACQ-9")
    assert find("CC-GAP-6", "cosmic") == ("cosmic", "CC-GAP-6")
    assert find("XX-NOPE-1") is None


def test_citations_are_read_out_of_running_text() -> None:
    text = "You must rule the origin or the destination (Law 4.2.1); see also LP-5.4 and LRR 58, then LP-5.4."
    assert citations(text) == ["Law 4.2.1", "LP-5.4", "LRR 58"]
    assert not CITATION.search("Place a PDS. Then READY it.")


def test_an_entry_is_a_line_that_starts_with_a_bold_id() -> None:
    ref = parse("demo", "# Demo rules\n\n## Part\n\n- **XX-A-1** First.\n  - **XX-A-2** Nested.\n"
                        "### **XX.2** A section\n- plain text with **bold** words\n")
    assert ref.title == "Demo rules"
    assert list(ref.entries) == ["XX-A-1", "XX-A-2", "XX.2"]
    assert ref.entries["XX-A-2"].text == "Nested." and ref.entries["XX.2"].line == 6


def test_no_product_code_reads_beside_the_checkout() -> None:
    """A user's clone has no ../shared. Only the fact converters (developer tools run by hand, which no
    product module imports) may read it."""
    pattern = re.compile(r"\.\./shared|parent / \"shared\"|\"shared\" / \"(rules|data)\"")
    sources = [path for folder in ("engines", "desktop", "packaging") for path in (ROOT / folder).rglob("*")
               if path.suffix in (".py", ".spec")]
    readers = {path.relative_to(ROOT).as_posix() for path in sources
               if pattern.search(path.read_text(encoding="utf-8"))}
    tools = {path.relative_to(ROOT).as_posix() for path in sources
             if re.fullmatch(r"engines/\w+/convert\w*\.py", path.relative_to(ROOT).as_posix())}
    assert readers <= tools and "engines/galaxy/convert.py" in tools, readers - tools
    for path in sources:
        text = path.read_text(encoding="utf-8")
        importers = re.findall(r"^\s*(?:from|import) engines\.\w+\.convert\w*", text, re.M)
        assert not importers or path.relative_to(ROOT).as_posix() in tools, path


def test_the_references_load_from_a_copy_with_nothing_beside_it(tmp_path: Path) -> None:
    """The app's own code on a copy of engines/ and assets/ in an empty folder finds every reference."""
    app = tmp_path / "alone" / "starboard"
    for folder in ("engines", "assets"):
        shutil.copytree(ROOT / folder, app / folder, ignore=shutil.ignore_patterns("__pycache__"))
    probe = ("import json; from engines.core.paths import app_root; from engines.core import reference as r; "
             "print(json.dumps([str(app_root()), {g: len(r.load_reference(g).entries) for g in r.reference_games()},"
             " r.find('LRR 78.7'), r.find('Law 4.3.1.II')]))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=app, capture_output=True, text=True, timeout=60,
                          env={"PATH": "", "PYTHONPATH": str(app)})
    assert done.returncode == 0, done.stderr
    root, sizes, lrr, law = json.loads(done.stdout)
    assert Path(root) == app and sorted(p.name for p in app.parent.iterdir()) == ["starboard"]
    assert sorted(sizes) == GAMES and min(sizes.values()) > 60
    assert lrr == ["galaxy", "LRR 78"] and law == ["woodland", "Law 4.3.1.II"]


@pytest.mark.skipif(not SHARED_RULES.is_dir(), reason="the team's rulebooks are not beside this checkout")
def test_the_clause_list_matches_the_rulebooks_index() -> None:
    index = json.loads((SHARED_RULES / "index.json").read_text(encoding="utf-8"))
    for game in GAMES:
        assert CLAUSE_IDS[game] == [c["id"] for c in index if c["game"] == game], game


@pytest.mark.skipif(not SHARED_RULES.is_dir(), reason="the team's rulebooks are not beside this checkout")
def test_no_text_in_assets_or_docs_repeats_twelve_words_of_a_rulebook() -> None:
    """The checklist's measure, held at zero: every text a player reads is in our own words."""
    def words(text: str) -> list[str]:
        return re.findall(r"[a-z']+", text.lower())

    runs: set[str] = set()
    for book in SHARED_RULES.glob("*.txt"):
        w = words(book.read_text(encoding="utf-8", errors="replace"))
        runs |= {" ".join(w[i:i + 12]) for i in range(len(w) - 11)}
    copied = {}
    for folder in ("assets", "docs"):
        for path in (ROOT / folder).rglob("*"):
            name = path.relative_to(ROOT).as_posix()
            if path.suffix not in (".md", ".json", ".txt") or name == "assets/galaxy/setup.json":
                continue  # setup.json lists the names of removed cards: names are facts
            w = words(path.read_text(encoding="utf-8", errors="replace"))
            found = sum(" ".join(w[i:i + 12]) in runs for i in range(len(w) - 11))
            if found:
                copied[name] = found
    assert copied == {}
