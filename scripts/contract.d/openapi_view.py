"""One version's view of docs/openapi.yaml, as JSON on stdout.

docs/openapi.yaml describes every route once for all three servers (unprefixed, /v1, /v2). Two
things differ by major version and are marked in the document:
- `x-api-versions: [v1]` on a parameter: only those versions take it (`page` in v1, `cursor`
  in v2 on the lists whose pagination follows the version); the others answer it with 400;
- `x-enum-by-version: {v1: [...], v2: [...]}` beside a schema's `enum`: the values each
  version takes (the `X-API-Version` dates).
The view keeps what the version takes and drops the rest, and keeps only that version's
servers. Schemathesis checks each view against its server and the client is generated from
the v2 view.

Usage: python openapi_view.py docs/openapi.yaml v1|v2 > view.json
"""

import json
import sys

import yaml


def refused(node, version, parameters):
    """Whether `node` (an item of a parameters list) is not taken by `version`."""
    if not isinstance(node, dict):
        return False
    ref = node.get("$ref", "")
    if ref.startswith("#/components/parameters/"):
        node = parameters.get(ref.rsplit("/", 1)[1], {})
    versions = node.get("x-api-versions")
    return versions is not None and version not in versions


def view(node, version, parameters):
    if isinstance(node, dict):
        out = {key: view(value, version, parameters) for key, value in node.items()}
        by_version = out.pop("x-enum-by-version", None)
        if by_version is not None:
            out["enum"] = list(by_version[version])
        return out
    if isinstance(node, list):
        return [view(item, version, parameters) for item in node if not refused(item, version, parameters)]
    return node


def main():
    path, version = sys.argv[1], sys.argv[2]
    if version not in ("v1", "v2"):
        sys.exit("version must be v1 or v2")
    with open(path, encoding="utf-8") as f:
        document = yaml.safe_load(f)
    parameters = document.get("components", {}).get("parameters", {})
    out = view(document, version, parameters)
    # v1's servers are the unprefixed one (v1 today) and /v1; v2's is /v2.
    out["servers"] = [
        s for s in out.get("servers", []) if s["url"].endswith("/v2") == (version == "v2")
    ]
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False, default=str)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
