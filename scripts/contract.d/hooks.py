"""Schemathesis hooks for `make contract` (loaded through SCHEMATHESIS_HOOKS by scripts/contract).

`before_call` keeps the fuzzer's PATCH and DELETE off the run's own credential (its member and API
key, listed in CONTRACT_PROTECTED_IDS by the contract server): an owner may demote itself once the
organization has another owner, and may revoke its own key, and a fuzzer that finds those ids in a
list response does both, leaving every later operation of the run a 403 or 401. Such a request is
sent to an id that does not exist instead (404), so the operation is still exercised.

`filter_failure` drops exactly two kinds of "schema-valid request rejected" (ST202)
failure, each one the server answering as the document says for a reason no schema can carry
(see docs/decisions.md, "The contract run's narrow exclusions"):
- 400 naming `cursor`: a cursor is opaque and issued by the API (encrypted, bound to its list,
  query and organization). A generated string is never one; real cursors come from the
  stateful phase's links (`next_cursor`).
- 422 naming `Idempotency-Key`: the generator sent the same key again with another body, which
  the document says is 422 INVALID_VALUE.
Every other failure stays.

`before_call` also keeps the organization's API version pin where the run started (v1): the
unprefixed server is checked against the v1 view, and a fuzzed PATCH /admin/organization that
pinned v2 would turn every later unprefixed answer into v2. A valid pin is sent as `v1` instead
(still a 200); malformed bodies go through as generated.

`before_load_schema` gives two links of the served documents the body they cannot carry: a
link's `requestBody` as an object is valid OpenAPI, but openapi-generator's validator refuses
the whole document for it, so the documents leave it out and the stateful phase gets it here
(a site's id into the asset created at it, an asset's id into the session started on it).
"""

import os

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData


def _error(response):
    try:
        body = response.json()
    except Exception:  # not JSON: nothing to excuse
        return {}
    if not isinstance(body, dict):
        return {}
    error = body.get("error")
    # Structured errors (unprefixed, v2) carry an object; v1 puts code and details beside the message.
    return error if isinstance(error, dict) else body


PROTECTED = {value for value in os.environ.get("CONTRACT_PROTECTED_IDS", "").split(",") if value}


def _absent_like(value):
    """An id of the same form (v1 prefix + 22 base62 digits, or a UUID) that names nothing."""
    if "_" in value:
        prefix = value.split("_", 1)[0]
        return f"{prefix}_{'0' * 22}"
    return "00000000-0000-7000-8000-000000000000"


# (operation path, link name, the body field the created resource's id fills)
LINK_BODIES = [
    ("/inventory-service/sites", "CreateAssetAtSite", "site_id"),
    ("/inventory-service/assets", "StartSessionOnAsset", "asset_id"),
]


@schemathesis.hook
def before_load_schema(context, raw_schema):
    for path, link, field in LINK_BODIES:
        links = raw_schema["paths"][path]["post"]["responses"]["201"]["links"]
        links[link]["requestBody"] = {field: "$response.body#/data/id"}


@schemathesis.hook
def before_call(context, case, **kwargs):
    pinning = case.method.upper() == "PATCH" and case.path.endswith("/admin/organization")
    if pinning and isinstance(case.body, dict) and case.body.get("api_version") in ("v1", "v2"):
        case.body["api_version"] = "v1"
    if case.method.upper() not in ("PATCH", "DELETE", "POST") or not case.path_parameters:
        return
    for name, value in list(case.path_parameters.items()):
        if isinstance(value, str) and value in PROTECTED:
            case.path_parameters[name] = _absent_like(value)


@schemathesis.hook
def filter_failure(context, failure, case, response):
    if not isinstance(failure, RejectedPositiveData):
        return True
    error = _error(response)
    details = error.get("details") if isinstance(error.get("details"), dict) else {}
    status = response.status_code
    if status == 400 and error.get("code") == "INVALID_PARAMETER" and details.get("parameter") == "cursor":
        return False
    if status == 422 and error.get("code") == "INVALID_VALUE" and details.get("field") == "Idempotency-Key":
        return False
    return True
