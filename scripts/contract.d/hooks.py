"""Schemathesis hooks for `make contract` (loaded through SCHEMATHESIS_HOOKS by scripts/contract).

One hook, `filter_failure`, drops exactly two kinds of "schema-valid request rejected" (ST202)
failure, each one the server answering as the document says for a reason no schema can carry
(see docs/decisions.md, "The contract run's narrow exclusions"):
- 400 naming `cursor`: a cursor is opaque and issued by the API (encrypted, bound to its list,
  query and organization). A generated string is never one; real cursors come from the
  stateful phase's links (`next_cursor`).
- 422 naming `Idempotency-Key`: the generator sent the same key again with another body, which
  the document says is 422 INVALID_VALUE.
Every other failure stays.
"""

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
