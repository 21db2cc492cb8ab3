from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_status import SessionStatus
from ..models.session_stop_reason_code_type_1 import SessionStopReasonCodeType1
from ..models.session_stop_reason_code_type_2_type_1 import SessionStopReasonCodeType2Type1
from ..models.session_stop_reason_code_type_3_type_1 import SessionStopReasonCodeType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Session")



@_attrs_define
class Session:
    """ A charging session on an asset (modelled on OCPI 2.2.1).

        Attributes:
            id (str): v1 form of a session id: `ses_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            object_ (Literal['session']):
            organization_id (str): v1 form of a organization id: `org_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
            asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            site_id (str): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the pattern
                allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is 128
                bits).
            status (SessionStatus):
            reference (None | str): The driver's or card's reference (OCPI authorization_reference).
            energy_kwh (float): A non-negative number with at most three decimals, up to 1,000,000 (kW or kWh). An integer
                when whole.
            stop_reason (None | str): Why it ended; null while open. v2: the platform's reason, one closed vocabulary
                whatever the station's OCPP version (docs/ocpp.md, "Stop reasons"): `requested` (the API's stop, a station's
                `Remote`), `scheduled`, `local`, `ev_disconnected`, `power_loss`, `reboot`, `deauthorized`, `emergency_stop`,
                `energy_limit_reached`, `soc_limit_reached`, `time_limit_reached`, `stopped_by_ev`, `fault`, `timeout`, `forced`
                (an administrator's forced stop), `not_started` (the start expired), `other`. v1: the text it always showed: the
                stop's `reason` (`requested` by default), `forced`, `scheduled`, `not_started`, or the charging station's reason
                in OCPP 2.0.1's names (a 1.6 station's mapped to them); the vocabulary is beside it as `stop_reason_code`.
            station_stop_reason (None | str): The charging station's own reason, verbatim in its OCPP version's names (2.0.1
                `stoppedReason`, 1.6 `reason`, e.g. `EVDisconnected`, `HardReset`); null for a reason the station did not give
                (an end the platform made, or a station's end without a reason, which both versions define as `Local`).
            energy_final (bool): Whether `energy_kwh` is final. A plain session's is once it ended. A charging station's is
                once the station's end of the transaction was recorded (2.0.1 TransactionEvent Ended, 1.6 StopTransaction with
                its meterStop), after which nothing the station sends changes it; until then (open, or ended by the platform
                first and the station's end still to come) false. A forced stop's or an expired start's never is (the station's
                end is never taken, or there was none).
            started_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            ended_at (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            transaction_id (None | str): On a charging station, the station's OCPP transactionId once its Started
                TransactionEvent arrived; null for a plain session.
            evse_id (int | None): On a charging station, the EVSE the session charges on (one open session per EVSE); null
                on a plain asset.
            limit_kw (float | None): The limit the session's station last accepted under its site's load management, in kW;
                null while none is in force (no grid limit, none accepted yet, or the session ended).
            stop_reason_code (None | SessionStopReasonCodeType1 | SessionStopReasonCodeType2Type1 |
                SessionStopReasonCodeType3Type1 | Unset): v1 only: the platform's reason (v2's `stop_reason`); null while open.
     """

    id: str
    object_: Literal['session']
    organization_id: str
    asset_id: str
    site_id: str
    status: SessionStatus
    reference: None | str
    energy_kwh: float
    stop_reason: None | str
    station_stop_reason: None | str
    energy_final: bool
    started_at: int
    ended_at: int | None
    updated_at: int
    transaction_id: None | str
    evse_id: int | None
    limit_kw: float | None
    stop_reason_code: None | SessionStopReasonCodeType1 | SessionStopReasonCodeType2Type1 | SessionStopReasonCodeType3Type1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        organization_id = self.organization_id

        asset_id = self.asset_id

        site_id = self.site_id

        status = self.status.value

        reference: None | str
        reference = self.reference

        energy_kwh = self.energy_kwh

        stop_reason: None | str
        stop_reason = self.stop_reason

        station_stop_reason: None | str
        station_stop_reason = self.station_stop_reason

        energy_final = self.energy_final

        started_at = self.started_at

        ended_at: int | None
        ended_at = self.ended_at

        updated_at = self.updated_at

        transaction_id: None | str
        transaction_id = self.transaction_id

        evse_id: int | None
        evse_id = self.evse_id

        limit_kw: float | None
        limit_kw = self.limit_kw

        stop_reason_code: None | str | Unset
        if isinstance(self.stop_reason_code, Unset):
            stop_reason_code = UNSET
        elif isinstance(self.stop_reason_code, SessionStopReasonCodeType1):
            stop_reason_code = self.stop_reason_code.value
        elif isinstance(self.stop_reason_code, SessionStopReasonCodeType2Type1):
            stop_reason_code = self.stop_reason_code.value
        elif isinstance(self.stop_reason_code, SessionStopReasonCodeType3Type1):
            stop_reason_code = self.stop_reason_code.value
        else:
            stop_reason_code = self.stop_reason_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "organization_id": organization_id,
            "asset_id": asset_id,
            "site_id": site_id,
            "status": status,
            "reference": reference,
            "energy_kwh": energy_kwh,
            "stop_reason": stop_reason,
            "station_stop_reason": station_stop_reason,
            "energy_final": energy_final,
            "started_at": started_at,
            "ended_at": ended_at,
            "updated_at": updated_at,
            "transaction_id": transaction_id,
            "evse_id": evse_id,
            "limit_kw": limit_kw,
        })
        if stop_reason_code is not UNSET:
            field_dict["stop_reason_code"] = stop_reason_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['session'] , d.pop("object"))
        if object_ != 'session':
            raise ValueError(f"object must match const 'session', got '{object_}'")

        organization_id = d.pop("organization_id")

        asset_id = d.pop("asset_id")

        site_id = d.pop("site_id")

        status = SessionStatus(d.pop("status"))




        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))


        energy_kwh = d.pop("energy_kwh")

        def _parse_stop_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stop_reason = _parse_stop_reason(d.pop("stop_reason"))


        def _parse_station_stop_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        station_stop_reason = _parse_station_stop_reason(d.pop("station_stop_reason"))


        energy_final = d.pop("energy_final")

        started_at = d.pop("started_at")

        def _parse_ended_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))


        updated_at = d.pop("updated_at")

        def _parse_transaction_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        transaction_id = _parse_transaction_id(d.pop("transaction_id"))


        def _parse_evse_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        evse_id = _parse_evse_id(d.pop("evse_id"))


        def _parse_limit_kw(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        limit_kw = _parse_limit_kw(d.pop("limit_kw"))


        def _parse_stop_reason_code(data: object) -> None | SessionStopReasonCodeType1 | SessionStopReasonCodeType2Type1 | SessionStopReasonCodeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_code_type_1 = SessionStopReasonCodeType1(data)



                return stop_reason_code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_code_type_2_type_1 = SessionStopReasonCodeType2Type1(data)



                return stop_reason_code_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stop_reason_code_type_3_type_1 = SessionStopReasonCodeType3Type1(data)



                return stop_reason_code_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionStopReasonCodeType1 | SessionStopReasonCodeType2Type1 | SessionStopReasonCodeType3Type1 | Unset, data)

        stop_reason_code = _parse_stop_reason_code(d.pop("stop_reason_code", UNSET))


        session = cls(
            id=id,
            object_=object_,
            organization_id=organization_id,
            asset_id=asset_id,
            site_id=site_id,
            status=status,
            reference=reference,
            energy_kwh=energy_kwh,
            stop_reason=stop_reason,
            station_stop_reason=station_stop_reason,
            energy_final=energy_final,
            started_at=started_at,
            ended_at=ended_at,
            updated_at=updated_at,
            transaction_id=transaction_id,
            evse_id=evse_id,
            limit_kw=limit_kw,
            stop_reason_code=stop_reason_code,
        )


        session.additional_properties = d
        return session

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
