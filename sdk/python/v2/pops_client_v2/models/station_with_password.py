from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_with_password_station_update import StationWithPasswordStationUpdate
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="StationWithPassword")



@_attrs_define
class StationWithPassword:
    """ The station with its new password (in this response only).

        Attributes:
            object_ (Literal['station']):
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            identity (str): OCPP `identifierString` characters without `:`, not only dots (a `.` or `..` path segment is
                normalised away by HTTP clients); unique in its organization whatever the case.
            password_set_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO
                8601 / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            url (None | str): The whole URL to configure the charger with, `wss://<the deployment's OCPP
                host>/ocpp/<organization id>/<identity>` (the deployment's `OcppPublicUrl`; the local runner gives its own
                `ws://` gateway address); null where the deployment does not name its OCPP host.
            url_path (str): Where the station connects (WebSocket, subprotocol `ocpp2.0.1`), `/ocpp/<organization
                id>/<identity>`, the organization's id in this API version's form (the gateway takes either form). A station
                made before identities were per organization keeps `/ocpp/<identity>`.
            password (str): The HTTP Basic password (OCPP `BasicAuthPassword`); only its SHA-256 is stored.
            station_update (StationWithPasswordStationUpdate | Unset): A rotation only: what the connected station did with
                the new password. `accepted` (took it; its old connection is cut), `reboot_required` (takes it at its next
                reboot: the connection is kept, reset the station), `unknown` (no answer in time: it may have taken it),
                `not_pushed` (`push: false`, or the registry kept changing), `offline` (not connected). A station that refuses
                it is not rotated (409 `station_refused_password`).
     """

    object_: Literal['station']
    asset_id: UUID
    identity: str
    password_set_at: datetime.datetime
    created_at: datetime.datetime
    url: None | str
    url_path: str
    password: str
    station_update: StationWithPasswordStationUpdate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        asset_id = str(self.asset_id)

        identity = self.identity

        password_set_at = self.password_set_at.isoformat()

        created_at = self.created_at.isoformat()

        url: None | str
        url = self.url

        url_path = self.url_path

        password = self.password

        station_update: str | Unset = UNSET
        if not isinstance(self.station_update, Unset):
            station_update = self.station_update.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "object": object_,
            "asset_id": asset_id,
            "identity": identity,
            "password_set_at": password_set_at,
            "created_at": created_at,
            "url": url,
            "url_path": url_path,
            "password": password,
        })
        if station_update is not UNSET:
            field_dict["station_update"] = station_update

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal['station'] , d.pop("object"))
        if object_ != 'station':
            raise ValueError(f"object must match const 'station', got '{object_}'")

        asset_id = UUID(d.pop("asset_id"))




        identity = d.pop("identity")

        password_set_at = datetime.datetime.fromisoformat(d.pop("password_set_at"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        url_path = d.pop("url_path")

        password = d.pop("password")

        _station_update = d.pop("station_update", UNSET)
        station_update: StationWithPasswordStationUpdate | Unset
        if isinstance(_station_update,  Unset):
            station_update = UNSET
        else:
            station_update = StationWithPasswordStationUpdate(_station_update)




        station_with_password = cls(
            object_=object_,
            asset_id=asset_id,
            identity=identity,
            password_set_at=password_set_at,
            created_at=created_at,
            url=url,
            url_path=url_path,
            password=password,
            station_update=station_update,
        )


        station_with_password.additional_properties = d
        return station_with_password

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
