#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets from the bundled banks, validate cases and GIFT goldens.

Usage: make_seeds.py SOURCE_DIR OUT_DIR. Creates OUT_DIR/<target>/ for every target that takes files.
"""
import hashlib
import json
import pathlib
import sys


def save(folder, data):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def texts(value):
    """Every CommonMark text of a bank: the "text" of each {"text", "state"} translation."""
    if isinstance(value, dict):
        if isinstance(value.get("text"), str) and "state" in value:
            yield value["text"]
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def main():
    source, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    banks = sorted(source.glob("content/**/quiz.json")) + sorted(source.glob("examples/**/quiz.json"))
    cases = sorted(source.glob("tests/validate/cases/*/quiz.json")) + sorted(source.glob("tests/hostile/cases/*/quiz.json"))
    for bank in banks + cases:
        data = bank.read_bytes()
        if len(data) > 1 << 20:
            continue
        save(out / "load_bank", data)
        save(out / "bank_export", data)
        try:
            for text in texts(json.loads(data)):
                save(out / "rich_text", text.encode("utf-8", "surrogatepass"))
        except (ValueError, RecursionError):
            pass
    for gift in sorted(source.glob("tests/golden/**/*.gift")):
        save(out / "gift_reader", gift.read_bytes())
        save(out / "gift_import", gift.read_bytes())
    for xml in sorted(source.glob("tests/golden/moodle/**/*.moodle.xml")):
        save(out / "moodle_xml_import", xml.read_bytes())
    for item in sorted(source.glob("tests/import/qti21/other-tool/content/*.xml")):
        save(out / "qti21_import", item.read_bytes())
    for listing in ("tests/math/corpus.txt", "tests/math/spec.txt"):
        for line in (source / listing).read_text(encoding="utf-8").splitlines():
            for prefix in ("$$ ", "$ ", "tex: ", "display: "):
                if line.startswith(prefix):
                    save(out / "tex", line[len(prefix):].encode("utf-8"))
                    break
    for folder in ("load_bank", "bank_export", "rich_text", "gift_reader", "gift_import", "moodle_xml_import",
                   "qti21_import", "writers", "tex"):
        (out / folder).mkdir(parents=True, exist_ok=True)


if __name__ == "__main__":
    main()
