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
6a. PATCH .../station/configuration OCPPCommCtrlr.HeartbeatInterval: the station receives
    SetVariables and the GET reads the new value back (GetVariables); POST .../station/reset
    {type: hard}: the station receives Reset Immediate and the API answers Accepted.

Then OCPP 1.6J, on the same URL scheme, with two cars charging at once:

7. A second station asset is made through the REST API (POST /inventory-service/assets, then
   POST .../station {identity}: its password, once, and its url_path).
8. It connects with subprotocol ocpp1.6 and boots; StatusNotification Available on connectors 1
   and 2; the asset shows it online with `ocpp_version: "1.6"`.
9. Two sessions, `evse_id` 1 and 2: for each the station receives RemoteStartTransaction
   {connectorId, idTag CSMS-<n>}, accepts, sends Authorize (Accepted) and StartTransaction, and the
   session shows the transactionId the platform gave.
10. MeterValues with each transactionId move each session's energy_kwh on its own.
11. The stop action on one: RemoteStopTransaction {transactionId}, StopTransaction with meterStop,
    the session completed with (meterStop - meterStart) / 1000 kWh while the other still charges;
    then the other is stopped the same way.
12. PATCH .../station/configuration HeartbeatInterval: ChangeConfiguration, read back with
    GetConfiguration; POST .../station/reset {type: soft}: Reset Soft, Accepted.
"""

import asyncio
import json
import secrets
import sys
import time
import urllib.error
import urllib.request

import websockets

from station import basic_auth, connect
from station16 import connect16

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


def station_online(api, asset_path):
    """A check for `until`: the asset's station as shown once it is online and booted, else None."""

    def online():
        status, body = api.call("GET", asset_path)
        shown = (body or {}).get("data", {}).get("station") or {}
        return shown if status == 200 and shown.get("connection") == "online" and shown.get("model") else None

    return online


async def history_holds(api, asset_id, what):
    """Waits until the asset's event history holds a boot and a session's start, update and stop."""

    def history():
        status, body = api.call("GET", f"/asset-controls/events?asset_id={asset_id}&limit=100")
        types = {e["type"] for e in body["data"]} if status == 200 else set()
        wanted = {"station_booted", "session_started", "session_updated", "session_stopped"}
        return types if wanted <= types else None

    types = await until(what, history)
    step(f"events: {sorted(types)}")


async def ocpp_201(api, entry):
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

    online = station_online(api, asset_path)

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

    await history_holds(api, entry["asset_id"], "the events")
    await configure_and_reset(api, station, entry["asset_id"], "OCPPCommCtrlr.HeartbeatInterval", "hard")
    station.loop.cancel()
    await station._connection.close()


async def configure_and_reset(api, station, asset_id, key, kind):
    """A configuration change, read back, and a reset, all through the REST API."""
    station_path = f"/inventory-service/assets/{asset_id}/station"
    step(f"PATCH {station_path}/configuration {key} = 120")
    body = {"settings": [{"key": key, "value": "120"}]}
    status, answer = await asyncio.to_thread(api.call, "PATCH", station_path + "/configuration", body)
    assert status == 200, (status, answer)
    assert answer["data"]["settings"] == [{"key": key, "status": "accepted"}], answer
    status, answer = await asyncio.to_thread(api.call, "GET", f"{station_path}/configuration?keys={key}")
    assert status == 200, (status, answer)
    read = answer["data"]["settings"]
    assert len(read) == 1 and read[0]["value"] == "120" and read[0]["status"] == "accepted", answer
    step(f"the station took it and reads it back: {read[0]}")

    step(f"POST {station_path}/reset {{type: {kind}}}")
    status, answer = await asyncio.to_thread(api.call, "POST", station_path + "/reset", {"type": kind})
    assert status == 200 and answer["data"]["status"] == "Accepted", (status, answer)
    resets = [p for a, p in station.commands if a == "Reset"]
    expected = "Immediate" if kind == "hard" else "Soft"
    assert resets and resets[-1]["type"] == expected, station.commands
    step(f"the station received Reset {expected}")


def close_to(kwh, wh):
    return abs(float(kwh) - wh / 1000) < 0.0015


async def ocpp_16(api, entry):
    """Steps 7 to 11: a 1.6 station with two connectors, two cars at once."""
    status, body = await asyncio.to_thread(api.call, "GET", f"/inventory-service/assets/{entry['asset_id']}")
    assert status == 200, (status, body)
    site_id = body["data"]["site_id"]

    identity = f"E2E16-{secrets.token_hex(4)}"
    step(f"OCPP 1.6J: a second station asset, identity {identity}, through the REST API")
    status, body = await asyncio.to_thread(
        api.call, "POST", "/inventory-service/assets", {"name": f"Station {identity}", "site_id": site_id, "capacity": 22}
    )
    assert status == 201, (status, body)
    asset_id = body["data"]["id"]
    asset_path = f"/inventory-service/assets/{asset_id}"
    status, body = await asyncio.to_thread(api.call, "POST", asset_path + "/station", {"identity": identity})
    assert status == 201, (status, body)
    password, url_path = body["data"]["password"], body["data"]["url_path"]
    assert url_path == f"/ocpp/{entry['organization_id']}/{identity}", url_path
    ocpp_base = entry["url"][: entry["url"].index("/ocpp/")]

    step(f"station {identity} connects as ocpp1.6 to {url_path} and boots with connectors 1 and 2")
    station = await connect16(ocpp_base + url_path, identity, password, connectors=2, meter_every=1.0)
    boot = await station.boot()
    assert boot.status == "Accepted", boot

    online = station_online(api, asset_path)

    def both_available():
        shown = online()
        statuses = {c.get("evse_id"): c.get("status") for c in (shown or {}).get("connectors") or []}
        return shown if statuses.get(1) == "Available" and statuses.get(2) == "Available" else None

    shown = await until("the asset to show the 1.6 station online, connectors 1 and 2 Available", both_available)
    assert shown.get("ocpp_version") == "1.6", shown
    assert shown["vendor"] == "Demo Works" and shown["model"] == "PyStation 16", shown
    assert shown["firmware_version"] == "1.6-demo", shown
    step(f"asset shows station online, ocpp_version {shown['ocpp_version']}, connectors 1 and 2 Available")

    def session_with(path, condition):
        def check():
            status, body = api.call("GET", path)
            return body["data"] if status == 200 and condition(body["data"]) else None

        return check

    sessions = {}
    for connector in (1, 2):
        step(f"POST /asset-controls/sessions evse_id {connector} sends RemoteStartTransaction")
        status, body = await asyncio.to_thread(
            api.call, "POST", "/asset-controls/sessions", {"asset_id": asset_id, "evse_id": connector}
        )
        assert status == 201, (status, body)
        assert body["data"]["evse_id"] == connector, body
        asked = [p for a, p in station.commands if a == "RemoteStartTransaction" and p["connector_id"] == connector]
        assert len(asked) == 1, station.commands
        id_tag = asked[0]["id_tag"]
        assert id_tag.startswith("CSMS-") and id_tag[5:].isdigit(), id_tag
        sessions[connector] = {"path": f"/asset-controls/sessions/{body['data']['id']}", "id_tag": id_tag}
        step(f"connector {connector}: RemoteStartTransaction idTag {id_tag} accepted")

    for connector, session in sessions.items():
        started = await until(
            f"connector {connector}'s transaction id",
            session_with(session["path"], lambda s, c=connector: s.get("transaction_id") is not None
                         and s["transaction_id"] == str(station.transaction_on(c))),
        )
        tx = station.transactions[connector]
        assert tx["authorize"] == "Accepted" and tx["start_status"] == "Accepted", tx
        assert started["status"] == "active" and started["evse_id"] == connector, started
        session["transaction_id"] = tx["id"]
        step(f"connector {connector}: Authorize Accepted, StartTransaction meterStart {tx['meter_start']} "
             f"-> transactionId {tx['id']}")
    assert sessions[1]["transaction_id"] != sessions[2]["transaction_id"], sessions

    for connector, session in sessions.items():
        charged = await until(
            f"connector {connector}'s energy from MeterValues",
            session_with(session["path"], lambda s: float(s["energy_kwh"]) > 0),
        )
        # Each connector counts from its own meterStart (100 kWh apart): energy from the other's
        # register would show as tens of kWh.
        assert float(charged["energy_kwh"]) < 5, charged
        step(f"connector {connector}: MeterValues -> {charged['energy_kwh']} kWh")

    async def stop(connector):
        session = sessions[connector]
        transaction_id = session["transaction_id"]
        step(f"the stop action on connector {connector}'s session sends RemoteStopTransaction")
        status, body = await asyncio.to_thread(api.call, "POST", session["path"] + "/action", {"action": "stop"})
        assert status == 200, (status, body)
        asked = [p for a, p in station.commands if a == "RemoteStopTransaction"]
        assert asked and asked[-1]["transaction_id"] == transaction_id, station.commands
        ended = await until(f"StopTransaction {transaction_id}", lambda: station.finished.get(transaction_id))
        wh = ended["meter_stop"] - ended["meter_start"]
        stopped = await until(
            f"connector {connector}'s session completed with its final energy",
            session_with(session["path"], lambda s: s["status"] == "completed" and close_to(s["energy_kwh"], wh)),
        )
        step(f"connector {connector}: StopTransaction meterStop {ended['meter_stop']}; session completed with "
             f"{stopped['energy_kwh']} kWh (({ended['meter_stop']} - {ended['meter_start']}) / 1000)")
        return stopped

    await stop(1)
    status, other = await asyncio.to_thread(api.call, "GET", sessions[2]["path"])
    assert status == 200 and other["data"]["status"] == "active", other
    assert station.transaction_on(2) == sessions[2]["transaction_id"], station.transactions
    so_far = float(other["data"]["energy_kwh"])
    more = await until(
        "connector 2 to go on charging",
        session_with(sessions[2]["path"], lambda s: s["status"] == "active" and float(s["energy_kwh"]) > so_far),
    )
    status, first = await asyncio.to_thread(api.call, "GET", sessions[1]["path"])
    assert first["data"]["status"] == "completed", first
    step(f"connector 2 still charging: {so_far} -> {more['energy_kwh']} kWh; connector 1's session stays "
         f"at {first['data']['energy_kwh']} kWh")
    await stop(2)
    assert not station.errors, station.errors

    await history_holds(api, asset_id, "the 1.6 station's events")
    await configure_and_reset(api, station, asset_id, "HeartbeatInterval", "soft")
    station.loop.cancel()
    await station._connection.close()


async def main(path):
    with open(path) as f:
        credentials = json.load(f)
    entry = credentials["stations"][0]
    org = next(o for o in credentials["organizations"] if o["id"] == entry["organization_id"])
    api = Api(credentials["base_url"], org["members"]["owner"]["api_key"])
    step("OCPP 2.0.1")
    await ocpp_201(api, entry)
    step("OCPP 1.6J")
    await ocpp_16(api, entry)
    step("passed")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
