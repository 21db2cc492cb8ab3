"""The OCPP end-to-end scenario (scripts/ocpp-e2e, run by CI): a station built on the `ocpp`
package, written by others, against the local runner that `make dev` would start.

python scripts/ocpp/e2e.py CREDENTIALS_JSON

1. The seeded station connects (Basic auth, subprotocol ocpp2.0.1) and boots: its asset shows
   `connection: online` with the vendor, model and firmware it reported.
2. A wrong password is refused at the upgrade.
3. POST /asset-controls/sessions on the station's asset: the station receives
   RequestStartTransaction, accepts, and sends TransactionEvent Started with the remoteStartId;
   the session shows the transaction id.
4. Meter values move the session's energy_kwh.
5. The stop action: the station receives RequestStopTransaction, ends the transaction, and the
   session is completed with its final energy.
6. The event history holds station_booted, session_started, session_updated, session_stopped.
"""

import asyncio
import json
import sys
import time
import urllib.error
import urllib.request

import websockets

from station import basic_auth, connect

DEADLINE = 60.0  # seconds a step may take on a loaded machine


class Api:
    def __init__(self, base_url, key):
        self.base_url, self.key = base_url, key

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        request.add_header("X-API-Key", self.key)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=DEADLINE) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")


async def until(what, check):
    """Polls `check` (a blocking call, run off the event loop) until it returns a true value."""
    started = time.monotonic()
    while time.monotonic() - started < DEADLINE:
        value = await asyncio.to_thread(check)
        if value:
            return value
        await asyncio.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def step(text):
    print(f"e2e: {text}", flush=True)


async def main(path):
    with open(path) as f:
        credentials = json.load(f)
    entry = credentials["stations"][0]
    org = next(o for o in credentials["organizations"] if o["id"] == entry["organization_id"])
    api = Api(credentials["base_url"], org["members"]["owner"]["api_key"])
    asset_path = f"/inventory-service/assets/{entry['asset_id']}"

    step("a wrong password is refused at the upgrade")
    try:
        await websockets.connect(
            entry["url"], subprotocols=["ocpp2.0.1"], additional_headers=basic_auth(entry["identity"], "x" * 40)
        )
        raise AssertionError("a wrong password was let in")
    except websockets.exceptions.InvalidStatus as refused:
        assert refused.response.status_code == 401, refused.response.status_code

    step(f"station {entry['identity']} connects and boots")
    station = await connect(entry["url"], entry["identity"], entry["password"], meter_every=1.0)
    boot = await station.boot()
    assert boot.status == "Accepted", boot

    def online():
        status, body = api.call("GET", asset_path)
        shown = (body or {}).get("data", {}).get("station") or {}
        return shown if status == 200 and shown.get("connection") == "online" and shown.get("model") else None

    shown = await until("the asset to show the station online", online)
    assert shown["vendor"] == "Demo Works" and shown["firmware_version"] == "2.0.1-demo", shown

    step("POST /asset-controls/sessions sends RequestStartTransaction")
    status, body = await asyncio.to_thread(api.call, "POST", "/asset-controls/sessions", {"asset_id": entry["asset_id"]})
    assert status == 201, (status, body)
    session_path = f"/asset-controls/sessions/{body['data']['id']}"
    assert station.commands[-1][0] == "RequestStartTransaction", station.commands

    def session_with(condition):
        def check():
            status, body = api.call("GET", session_path)
            return body["data"] if status == 200 and condition(body["data"]) else None

        return check

    started = await until("the transaction id", session_with(lambda s: s.get("transaction_id")))
    step(f"transaction {started['transaction_id']} started")
    charged = await until("energy from the meter values", session_with(lambda s: float(s["energy_kwh"]) > 0))
    step(f"meter values: {charged['energy_kwh']} kWh")

    step("the stop action sends RequestStopTransaction")
    status, body = await asyncio.to_thread(api.call, "POST", session_path + "/action", {"action": "stop"})
    assert status == 200, (status, body)
    ended = await until("the Ended event", lambda: station.transaction is None)
    assert ended
    stopped = await until("the session completed", session_with(lambda s: s["status"] == "completed"))
    step(f"session completed with {stopped['energy_kwh']} kWh")

    def history():
        status, body = api.call("GET", f"/asset-controls/events?asset_id={entry['asset_id']}&limit=100")
        types = {e["type"] for e in body["data"]} if status == 200 else set()
        wanted = {"station_booted", "session_started", "session_updated", "session_stopped"}
        return types if wanted <= types else None

    types = await until("the events", history)
    step(f"events: {sorted(types)}")
    station.loop.cancel()
    step("passed")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
