"""A charging station speaking OCPP 2.0.1, built on the `ocpp` package (mobilityhouse/ocpp).

It boots, reports its one connector Available, beats its heartbeat, and does what the platform
asks: RequestStartTransaction starts a transaction (TransactionEvent Started with the
remoteStartId, then Updated with a growing energy register every `meter_every` seconds),
RequestStopTransaction ends it (TransactionEvent Ended with the final register),
ChangeAvailability and SetChargingProfile are accepted and remembered, Reset is accepted (or
Scheduled while a transaction runs and the platform asked OnIdle), and GetVariables and
SetVariables read and write a small device model.

Used by scripts/demo-station (make dev) and scripts/ocpp/e2e.py (CI).
"""

import asyncio
import base64
import logging
import uuid
from datetime import datetime, timezone

import websockets
from ocpp.routing import on
from ocpp.v201 import ChargePoint, call, call_result
from ocpp.v201.enums import (
    Action,
    BootReasonEnumType,
    ConnectorStatusEnumType,
    RequestStartStopStatusEnumType,
    TransactionEventEnumType,
    TriggerReasonEnumType,
)

log = logging.getLogger("station")


def now() -> str:
    return datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")


def energy_reading(wh: float) -> list:
    return [
        {
            "timestamp": now(),
            "sampled_value": [
                {
                    "value": round(wh, 1),
                    "measurand": "Energy.Active.Import.Register",
                    "unit_of_measure": {"unit": "Wh"},
                }
            ],
        }
    ]


class Station(ChargePoint):
    def __init__(self, identity, connection, power_kw=11.0, meter_every=5.0):
        super().__init__(identity, connection)
        self.power_kw = power_kw
        self.meter_every = meter_every
        self.transaction = None  # {"id", "remote_start_id", "seq", "wh", "task"}
        self.commands = []  # (action, payload) the platform sent
        self.booted = asyncio.Event()
        # The device model's variables this station knows: (component, variable) -> value.
        self.variables = {("OCPPCommCtrlr", "HeartbeatInterval"): "300", ("TxCtrlr", "EVConnectionTimeOut"): "60"}

    # --- station to platform -------------------------------------------------------------

    async def boot(self):
        answer = await self.call(
            call.BootNotification(
                charging_station={
                    "vendor_name": "Demo Works",
                    "model": "PyStation 22",
                    "serial_number": f"SN-{self.id}",
                    "firmware_version": "2.0.1-demo",
                },
                reason=BootReasonEnumType.power_up,
            )
        )
        log.info("boot: %s, heartbeat every %s s", answer.status, answer.interval)
        await self.call(
            call.StatusNotification(
                timestamp=now(),
                connector_status=ConnectorStatusEnumType.available,
                evse_id=1,
                connector_id=1,
            )
        )
        self.booted.set()
        return answer

    async def heartbeats(self, interval):
        while True:
            await asyncio.sleep(interval)
            await self.call(call.Heartbeat())

    async def _event(self, event_type, trigger, **extra):
        tx = self.transaction
        tx["seq"] += 1
        return await self.call(
            call.TransactionEvent(
                event_type=event_type,
                timestamp=now(),
                trigger_reason=trigger,
                seq_no=tx["seq"],
                transaction_info={"transaction_id": tx["id"], **extra.pop("info", {})},
                meter_value=energy_reading(tx["wh"]),
                **extra,
            )
        )

    async def _charge(self):
        tx = self.transaction
        await self._event(
            TransactionEventEnumType.started,
            TriggerReasonEnumType.remote_start,
            info={"remote_start_id": tx["remote_start_id"], "charging_state": "Charging"},
            evse={"id": 1, "connector_id": 1},
            id_token=tx["id_token"],
        )
        while True:
            await asyncio.sleep(self.meter_every)
            tx["wh"] += self.power_kw * 1000 * self.meter_every / 3600
            await self._event(TransactionEventEnumType.updated, TriggerReasonEnumType.meter_value_periodic)

    async def _end(self):
        tx = self.transaction
        tx["task"].cancel()
        await self._event(
            TransactionEventEnumType.ended,
            TriggerReasonEnumType.remote_stop,
            info={"stopped_reason": "Remote", "charging_state": "Idle"},
        )
        log.info("transaction %s ended at %.1f Wh", tx["id"], tx["wh"])
        self.transaction = None

    # --- platform to station -------------------------------------------------------------

    @on(Action.request_start_transaction)
    async def on_request_start(self, id_token, remote_start_id, evse_id=None, **_):
        self.commands.append(("RequestStartTransaction", {"remote_start_id": remote_start_id}))
        # One EVSE: a start asked for another is rejected, as a real station would.
        if self.transaction is not None or evse_id not in (None, 1):
            return call_result.RequestStartTransaction(status=RequestStartStopStatusEnumType.rejected)
        self.transaction = {
            "id": str(uuid.uuid4()),
            "remote_start_id": remote_start_id,
            "id_token": id_token,
            "seq": -1,
            "wh": 0.0,
        }
        self.transaction["task"] = asyncio.get_running_loop().create_task(self._charge())
        log.info("remote start %s: transaction %s", remote_start_id, self.transaction["id"])
        return call_result.RequestStartTransaction(status=RequestStartStopStatusEnumType.accepted)

    @on(Action.request_stop_transaction)
    async def on_request_stop(self, transaction_id, **_):
        self.commands.append(("RequestStopTransaction", {"transaction_id": transaction_id}))
        if self.transaction is None or self.transaction["id"] != transaction_id:
            return call_result.RequestStopTransaction(status=RequestStartStopStatusEnumType.rejected)
        asyncio.get_running_loop().create_task(self._end())
        return call_result.RequestStopTransaction(status=RequestStartStopStatusEnumType.accepted)

    @on(Action.change_availability)
    async def on_change_availability(self, operational_status, **kwargs):
        self.commands.append(("ChangeAvailability", {"operational_status": operational_status}))
        return call_result.ChangeAvailability(status="Accepted")

    @on(Action.set_charging_profile)
    async def on_set_charging_profile(self, evse_id, charging_profile, **_):
        self.commands.append(("SetChargingProfile", {"evse_id": evse_id, "charging_profile": charging_profile}))
        return call_result.SetChargingProfile(status="Accepted")

    @on(Action.reset)
    async def on_reset(self, type, **_):
        self.commands.append(("Reset", {"type": type}))
        if type == "OnIdle" and self.transaction is not None:
            return call_result.Reset(status="Scheduled")
        return call_result.Reset(status="Accepted")

    @on(Action.get_variables)
    async def on_get_variables(self, get_variable_data, **_):
        self.commands.append(("GetVariables", {"get_variable_data": get_variable_data}))
        results = []
        for asked in get_variable_data:
            known = (asked["component"]["name"], asked["variable"]["name"])
            result = {"component": asked["component"], "variable": asked["variable"]}
            if known in self.variables:
                result.update(attribute_status="Accepted", attribute_value=self.variables[known])
            else:
                result.update(attribute_status="UnknownVariable")
            results.append(result)
        return call_result.GetVariables(get_variable_result=results)

    @on(Action.set_variables)
    async def on_set_variables(self, set_variable_data, **_):
        self.commands.append(("SetVariables", {"set_variable_data": set_variable_data}))
        results = []
        for asked in set_variable_data:
            known = (asked["component"]["name"], asked["variable"]["name"])
            status = "Accepted" if known in self.variables else "UnknownVariable"
            if status == "Accepted":
                self.variables[known] = asked["attribute_value"]
            results.append({"component": asked["component"], "variable": asked["variable"], "attribute_status": status})
        return call_result.SetVariables(set_variable_result=results)


def basic_auth(identity: str, password: str) -> dict:
    token = base64.b64encode(f"{identity}:{password}".encode()).decode()
    return {"Authorization": f"Basic {token}"}


async def connect(url, identity, password, **options):
    """Opens the WebSocket (subprotocol ocpp2.0.1, Basic auth) and starts the station's loop."""
    ws = await websockets.connect(
        url, subprotocols=["ocpp2.0.1"], additional_headers=basic_auth(identity, password)
    )
    station = Station(identity, ws, **options)
    station.loop = asyncio.get_running_loop().create_task(station.start())
    return station
