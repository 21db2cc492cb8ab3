"""A charging station speaking OCPP 1.6J, built on the `ocpp` package (mobilityhouse/ocpp).

It has `connectors` connectors (two by default: two cars charge at once). It boots, reports each
connector Available, beats its heartbeat, and does what the platform asks, on each connector
on its own: RemoteStartTransaction {connectorId, idTag} is accepted on a free connector, then the
station sends Authorize with the idTag and StartTransaction (meterStart: the connector's lifetime
register), takes the transactionId the platform gives, and sends MeterValues with that
transactionId and a growing Energy.Active.Import.Register every `meter_every` seconds;
RemoteStopTransaction {transactionId} ends that transaction with StopTransaction (meterStop).
ChangeAvailability and SetChargingProfile are accepted and remembered, Reset is accepted, and
GetConfiguration and ChangeConfiguration read and write a few configuration keys.

Every call is sent with `suppress=False`, so a CALLERROR from the platform, or an answer that does
not fit the 1.6 schema, raises instead of passing unnoticed.

Used by scripts/demo-station (make demo-station OCPP_VERSION=1.6) and scripts/ocpp/e2e.py (CI).
The OCPP 2.0.1 station is station.py.
"""

import asyncio
import logging

import websockets
from ocpp.routing import after, on
from ocpp.v16 import ChargePoint, call, call_result
from ocpp.v16.enums import (
    Action,
    AuthorizationStatus,
    ChargePointErrorCode,
    ChargePointStatus,
    Reason,
    RemoteStartStopStatus,
)

from station import basic_auth, now

log = logging.getLogger("station16")


class Station16(ChargePoint):
    def __init__(self, identity, connection, connectors=2, power_kw=11.0, meter_every=5.0, meter_start_wh=None):
        super().__init__(identity, connection)
        self.connectors = list(range(1, connectors + 1))
        self.power_kw = power_kw
        self.meter_every = meter_every
        # Each connector's lifetime energy register (Wh): a session's energy is counted from it.
        self.register = {c: (meter_start_wh or {}).get(c, 100_000.0 * c) for c in self.connectors}
        self.transactions = {}  # connector -> {"id", "id_tag", "meter_start", "stop", "task"}
        self.finished = {}  # transactionId -> {"connector", "meter_start", "meter_stop"}
        self.commands = []  # (action, payload) the platform sent
        self.errors = []  # what went wrong in a connector's task
        self.booted = asyncio.Event()
        self.configuration = {"HeartbeatInterval": "300", "MeterValueSampleInterval": "60"}

    async def _call(self, message):
        return await self.call(message, suppress=False)

    # --- station to platform -------------------------------------------------------------

    async def status(self, connector, status):
        await self._call(
            call.StatusNotification(
                connector_id=connector,
                error_code=ChargePointErrorCode.no_error,
                status=status,
                timestamp=now(),
            )
        )

    async def boot(self):
        answer = await self._call(
            call.BootNotification(
                charge_point_vendor="Demo Works",
                charge_point_model="PyStation 16",
                charge_point_serial_number=f"SN-{self.id}",
                firmware_version="1.6-demo",
            )
        )
        log.info("boot: %s, heartbeat every %s s", answer.status, answer.interval)
        for connector in self.connectors:
            await self.status(connector, ChargePointStatus.available)
        self.booted.set()
        return answer

    async def heartbeats(self, interval):
        while True:
            await asyncio.sleep(interval)
            await self._call(call.Heartbeat())

    def _reading(self, connector, context):
        return [
            {
                "timestamp": now(),
                "sampled_value": [
                    {
                        "value": str(int(self.register[connector])),
                        "context": context,
                        "measurand": "Energy.Active.Import.Register",
                        "unit": "Wh",
                    }
                ],
            }
        ]

    async def _charge(self, connector, id_tag):
        """One connector's transaction, from the remote start to its StopTransaction."""
        tx = self.transactions[connector]
        try:
            await self.status(connector, ChargePointStatus.preparing)
            authorized = await self._call(call.Authorize(id_tag=id_tag))
            tx["authorize"] = authorized.id_tag_info["status"]
            if authorized.id_tag_info["status"] != AuthorizationStatus.accepted:
                log.warning("connector %s: idTag %s not accepted: %s", connector, id_tag, authorized)
                await self.status(connector, ChargePointStatus.available)
                return
            tx["meter_start"] = int(self.register[connector])
            started = await self._call(
                call.StartTransaction(
                    connector_id=connector, id_tag=id_tag, meter_start=tx["meter_start"], timestamp=now()
                )
            )
            tx["start_status"] = started.id_tag_info["status"]
            tx["id"] = started.transaction_id
            log.info("connector %s: transaction %s started (%s)", connector, tx["id"], tx["start_status"])
            await self.status(connector, ChargePointStatus.charging)
            while not tx["stop"].is_set():
                try:
                    await asyncio.wait_for(tx["stop"].wait(), self.meter_every)
                    break
                except asyncio.TimeoutError:
                    pass
                self.register[connector] += self.power_kw * 1000 * self.meter_every / 3600
                await self._call(
                    call.MeterValues(
                        connector_id=connector,
                        transaction_id=tx["id"],
                        meter_value=self._reading(connector, "Sample.Periodic"),
                    )
                )
            meter_stop = int(self.register[connector])
            await self._call(
                call.StopTransaction(
                    meter_stop=meter_stop,
                    timestamp=now(),
                    transaction_id=tx["id"],
                    reason=tx.get("reason", Reason.remote),
                    transaction_data=self._reading(connector, "Transaction.End"),
                )
            )
            self.finished[tx["id"]] = {"connector": connector, "meter_start": tx["meter_start"], "meter_stop": meter_stop}
            log.info("connector %s: transaction %s ended at %s Wh", connector, tx["id"], meter_stop)
            await self.status(connector, ChargePointStatus.finishing)
            await self.status(connector, ChargePointStatus.available)
        except Exception as error:  # recorded for the e2e test, logged for the demo
            log.exception("connector %s", connector)
            self.errors.append((connector, repr(error)))
        finally:
            self.transactions.pop(connector, None)

    def transaction_on(self, connector):
        """The transaction id running on `connector`, once the platform gave one."""
        return (self.transactions.get(connector) or {}).get("id")

    # --- platform to station -------------------------------------------------------------

    def _free_connector(self, connector_id):
        if connector_id is not None:
            return connector_id if connector_id in self.connectors and connector_id not in self.transactions else None
        return next((c for c in self.connectors if c not in self.transactions), None)

    @on(Action.remote_start_transaction)
    async def on_remote_start(self, id_tag, connector_id=None, **_):
        self.commands.append(("RemoteStartTransaction", {"connector_id": connector_id, "id_tag": id_tag}))
        connector = self._free_connector(connector_id)
        if connector is None:
            return call_result.RemoteStartTransaction(status=RemoteStartStopStatus.rejected)
        self.transactions[connector] = {"id": None, "id_tag": id_tag, "stop": asyncio.Event()}
        log.info("remote start on connector %s, idTag %s", connector, id_tag)
        return call_result.RemoteStartTransaction(status=RemoteStartStopStatus.accepted)

    @after(Action.remote_start_transaction)
    async def after_remote_start(self, id_tag, connector_id=None, **_):
        # Runs once the Accepted answer has been sent.
        for connector, tx in self.transactions.items():
            if tx["id_tag"] == id_tag and "task" not in tx:
                tx["task"] = asyncio.get_running_loop().create_task(self._charge(connector, id_tag))
                return

    @on(Action.remote_stop_transaction)
    async def on_remote_stop(self, transaction_id, **_):
        self.commands.append(("RemoteStopTransaction", {"transaction_id": transaction_id}))
        tx = next((tx for tx in self.transactions.values() if tx["id"] == transaction_id), None)
        if tx is None:
            return call_result.RemoteStopTransaction(status=RemoteStartStopStatus.rejected)
        tx["reason"] = Reason.remote
        return call_result.RemoteStopTransaction(status=RemoteStartStopStatus.accepted)

    @after(Action.remote_stop_transaction)
    async def after_remote_stop(self, transaction_id, **_):
        # Once the Accepted answer has been sent, the connector's task sends StopTransaction.
        tx = next((tx for tx in self.transactions.values() if tx["id"] == transaction_id), None)
        if tx is not None and tx.get("reason") == Reason.remote:
            tx["stop"].set()

    @on(Action.change_availability)
    async def on_change_availability(self, connector_id, type, **_):
        self.commands.append(("ChangeAvailability", {"connector_id": connector_id, "type": type}))
        return call_result.ChangeAvailability(status="Accepted")

    @on(Action.set_charging_profile)
    async def on_set_charging_profile(self, connector_id, cs_charging_profiles, **_):
        self.commands.append(
            ("SetChargingProfile", {"connector_id": connector_id, "cs_charging_profiles": cs_charging_profiles})
        )
        return call_result.SetChargingProfile(status="Accepted")

    @on(Action.reset)
    async def on_reset(self, type, **_):
        self.commands.append(("Reset", {"type": type}))
        return call_result.Reset(status="Accepted")

    @on(Action.get_configuration)
    async def on_get_configuration(self, key=None, **_):
        self.commands.append(("GetConfiguration", {"key": key}))
        asked = key if key is not None else list(self.configuration)
        known = [{"key": k, "readonly": False, "value": self.configuration[k]} for k in asked if k in self.configuration]
        unknown = [k for k in asked if k not in self.configuration]
        return call_result.GetConfiguration(configuration_key=known, unknown_key=unknown or None)

    @on(Action.change_configuration)
    async def on_change_configuration(self, key, value, **_):
        self.commands.append(("ChangeConfiguration", {"key": key, "value": value}))
        if key not in self.configuration:
            return call_result.ChangeConfiguration(status="NotSupported")
        self.configuration[key] = value
        return call_result.ChangeConfiguration(status="Accepted")


async def connect16(url, identity, password, **options):
    """Opens the WebSocket (subprotocol ocpp1.6, Basic auth) and starts the station's loop."""
    ws = await websockets.connect(url, subprotocols=["ocpp1.6"], additional_headers=basic_auth(identity, password))
    if ws.subprotocol != "ocpp1.6":
        await ws.close()
        raise RuntimeError(f"the gateway chose subprotocol {ws.subprotocol!r}, not ocpp1.6")
    station = Station16(identity, ws, **options)
    station.loop = asyncio.get_running_loop().create_task(station.start())
    return station
