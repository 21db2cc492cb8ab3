from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_message_direction_type_1 import StationMessageDirectionType1
from ..models.station_message_direction_type_2_type_1 import StationMessageDirectionType2Type1
from ..models.station_message_direction_type_3_type_1 import StationMessageDirectionType3Type1
from ..models.station_message_message_type import StationMessageMessageType
from ..models.station_message_ocpp_version import StationMessageOcppVersion
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="StationMessage")



@_attrs_define
class StationMessage:
    """ One OCPP-J frame of the station's connection as the gateway read or sent it (the payload as it went over the wire,
    secrets redacted, capped at 16 KiB of JSON), or the count of frames not kept.

        Attributes:
            object_ (Literal['station_message']):
            at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in UTC
                with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            direction (None | StationMessageDirectionType1 | StationMessageDirectionType2Type1 |
                StationMessageDirectionType3Type1): Null only for a `dropped` entry.
            message_type (StationMessageMessageType): `unreadable`: text that was no OCPP-J frame (its text is the
                `payload`); `dropped`: frames the connection could not keep (see `dropped`).
            message_id (None | str):
            action (None | str): A CALL's action; for a CALLRESULT or CALLERROR, the action of the CALL it answers (null
                when the gateway knew no such CALL).
            ocpp_version (StationMessageOcppVersion):
            payload (Any | Unset): call, call_result: the payload as sent (secrets `[redacted]`, id tokens `{type, last4}`
                or, 1.6, `{last4}`; over 16 KiB of JSON: `{truncated: true, bytes}`); unreadable: its first 64 characters as a
                string, `{prefix, bytes}` when longer, `{redacted: true, bytes}` when it mentions a secret or a token.
            error_code (None | str | Unset): call_error only.
            error_description (None | str | Unset): call_error only.
            dropped (int | Unset): dropped only.
     """

    object_: Literal['station_message']
    at: int
    direction: None | StationMessageDirectionType1 | StationMessageDirectionType2Type1 | StationMessageDirectionType3Type1
    message_type: StationMessageMessageType
    message_id: None | str
    action: None | str
    ocpp_version: StationMessageOcppVersion
    payload: Any | Unset = UNSET
    error_code: None | str | Unset = UNSET
    error_description: None | str | Unset = UNSET
    dropped: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        at = self.at

        direction: None | str
        if isinstance(self.direction, StationMessageDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, StationMessageDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, StationMessageDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction

        message_type = self.message_type.value

        message_id: None | str
        message_id = self.message_id

        action: None | str
        action = self.action

        ocpp_version = self.ocpp_version.value

        payload = self.payload

        error_code: None | str | Unset
        if isinstance(self.error_code, Unset):
            error_code = UNSET
        else:
            error_code = self.error_code

        error_description: None | str | Unset
        if isinstance(self.error_description, Unset):
            error_description = UNSET
        else:
            error_description = self.error_description

        dropped = self.dropped


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "at": at,
            "direction": direction,
            "message_type": message_type,
            "message_id": message_id,
            "action": action,
            "ocpp_version": ocpp_version,
        })
        if payload is not UNSET:
            field_dict["payload"] = payload
        if error_code is not UNSET:
            field_dict["error_code"] = error_code
        if error_description is not UNSET:
            field_dict["error_description"] = error_description
        if dropped is not UNSET:
            field_dict["dropped"] = dropped

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal['station_message'] , d.pop("object"))
        if object_ != 'station_message':
            raise ValueError(f"object must match const 'station_message', got '{object_}'")

        at = d.pop("at")

        def _parse_direction(data: object) -> None | StationMessageDirectionType1 | StationMessageDirectionType2Type1 | StationMessageDirectionType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = StationMessageDirectionType1(data)



                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = StationMessageDirectionType2Type1(data)



                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = StationMessageDirectionType3Type1(data)



                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StationMessageDirectionType1 | StationMessageDirectionType2Type1 | StationMessageDirectionType3Type1, data)

        direction = _parse_direction(d.pop("direction"))


        message_type = StationMessageMessageType(d.pop("message_type"))




        def _parse_message_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        message_id = _parse_message_id(d.pop("message_id"))


        def _parse_action(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        action = _parse_action(d.pop("action"))


        ocpp_version = StationMessageOcppVersion(d.pop("ocpp_version"))




        payload = d.pop("payload", UNSET)

        def _parse_error_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_code = _parse_error_code(d.pop("error_code", UNSET))


        def _parse_error_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_description = _parse_error_description(d.pop("error_description", UNSET))


        dropped = d.pop("dropped", UNSET)

        station_message = cls(
            object_=object_,
            at=at,
            direction=direction,
            message_type=message_type,
            message_id=message_id,
            action=action,
            ocpp_version=ocpp_version,
            payload=payload,
            error_code=error_code,
            error_description=error_description,
            dropped=dropped,
        )


        station_message.additional_properties = d
        return station_message

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
