from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_list_entry_asset_status import StationListEntryAssetStatus
from ..models.station_state_connection import StationStateConnection
from ..models.station_state_last_known_status import StationStateLastKnownStatus
from ..models.station_state_ocpp_version_type_1 import StationStateOcppVersionType1
from ..models.station_state_ocpp_version_type_2_type_1 import StationStateOcppVersionType2Type1
from ..models.station_state_ocpp_version_type_3_type_1 import StationStateOcppVersionType3Type1
from ..models.station_state_status import StationStateStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.station_state_connectors_item import StationStateConnectorsItem





T = TypeVar("T", bound="StationListEntry")



@_attrs_define
class StationListEntry:
    """ A charging station in the station list, with the asset it is.

        Attributes:
            identity (str): OCPP `identifierString` characters without `:`, not only dots (a `.` or `..` path segment is
                normalised away by HTTP clients); unique in its organization whatever the case.
            connection (StationStateConnection):
            status (StationStateStatus): The station as a whole now: `unknown` while it is offline (what it last reported is
                `last_known_status`) and before its first StatusNotification; online, `faulted` when any connector reports
                Faulted, `unavailable` when all report Unavailable, else `available`.
            last_known_status (StationStateLastKnownStatus): What the connectors last reported, whatever the connection
                (`unknown` before the first StatusNotification); the same rule as `status`.
            last_seen_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            vendor (None | str):
            model (None | str):
            serial_number (None | str):
            firmware_version (None | str):
            connection_changed_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            booted_at (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            connectors (list[StationStateConnectorsItem]):
            object_ (Literal['station']):
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            asset_name (str):
            asset_status (StationListEntryAssetStatus):
            site_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            ocpp_version (None | StationStateOcppVersionType1 | StationStateOcppVersionType2Type1 |
                StationStateOcppVersionType3Type1 | Unset): The OCPP version of the station's last connection (null before the
                first). A station may change version between connections; nothing else in the API depends on it.
     """

    identity: str
    connection: StationStateConnection
    status: StationStateStatus
    last_known_status: StationStateLastKnownStatus
    last_seen_at: datetime.datetime | None
    vendor: None | str
    model: None | str
    serial_number: None | str
    firmware_version: None | str
    connection_changed_at: datetime.datetime | None
    booted_at: datetime.datetime | None
    connectors: list[StationStateConnectorsItem]
    object_: Literal['station']
    asset_id: UUID
    asset_name: str
    asset_status: StationListEntryAssetStatus
    site_id: UUID
    ocpp_version: None | StationStateOcppVersionType1 | StationStateOcppVersionType2Type1 | StationStateOcppVersionType3Type1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.station_state_connectors_item import StationStateConnectorsItem # noqa: PLC0415
        identity = self.identity

        connection = self.connection.value

        status = self.status.value

        last_known_status = self.last_known_status.value

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        vendor: None | str
        vendor = self.vendor

        model: None | str
        model = self.model

        serial_number: None | str
        serial_number = self.serial_number

        firmware_version: None | str
        firmware_version = self.firmware_version

        connection_changed_at: None | str
        if isinstance(self.connection_changed_at, datetime.datetime):
            connection_changed_at = self.connection_changed_at.isoformat()
        else:
            connection_changed_at = self.connection_changed_at

        booted_at: None | str
        if isinstance(self.booted_at, datetime.datetime):
            booted_at = self.booted_at.isoformat()
        else:
            booted_at = self.booted_at

        connectors = []
        for connectors_item_data in self.connectors:
            connectors_item = connectors_item_data.to_dict()
            connectors.append(connectors_item)



        object_ = self.object_

        asset_id = str(self.asset_id)

        asset_name = self.asset_name

        asset_status = self.asset_status.value

        site_id = str(self.site_id)

        ocpp_version: None | str | Unset
        if isinstance(self.ocpp_version, Unset):
            ocpp_version = UNSET
        elif isinstance(self.ocpp_version, StationStateOcppVersionType1):
            ocpp_version = self.ocpp_version.value
        elif isinstance(self.ocpp_version, StationStateOcppVersionType2Type1):
            ocpp_version = self.ocpp_version.value
        elif isinstance(self.ocpp_version, StationStateOcppVersionType3Type1):
            ocpp_version = self.ocpp_version.value
        else:
            ocpp_version = self.ocpp_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "identity": identity,
            "connection": connection,
            "status": status,
            "last_known_status": last_known_status,
            "last_seen_at": last_seen_at,
            "vendor": vendor,
            "model": model,
            "serial_number": serial_number,
            "firmware_version": firmware_version,
            "connection_changed_at": connection_changed_at,
            "booted_at": booted_at,
            "connectors": connectors,
            "object": object_,
            "asset_id": asset_id,
            "asset_name": asset_name,
            "asset_status": asset_status,
            "site_id": site_id,
        })
        if ocpp_version is not UNSET:
            field_dict["ocpp_version"] = ocpp_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.station_state_connectors_item import StationStateConnectorsItem # noqa: PLC0415
        d = dict(src_dict)
        identity = d.pop("identity")

        connection = StationStateConnection(d.pop("connection"))




        status = StationStateStatus(d.pop("status"))




        last_known_status = StationStateLastKnownStatus(d.pop("last_known_status"))




        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))


        def _parse_vendor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vendor = _parse_vendor(d.pop("vendor"))


        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))


        def _parse_serial_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        serial_number = _parse_serial_number(d.pop("serial_number"))


        def _parse_firmware_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        firmware_version = _parse_firmware_version(d.pop("firmware_version"))


        def _parse_connection_changed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        connection_changed_at = _parse_connection_changed_at(d.pop("connection_changed_at"))


        def _parse_booted_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_nullable_timestamp_type_0 = datetime.datetime.fromisoformat(data)



                return componentsschemas_nullable_timestamp_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        booted_at = _parse_booted_at(d.pop("booted_at"))


        connectors = []
        _connectors = d.pop("connectors")
        for connectors_item_data in (_connectors):
            connectors_item = StationStateConnectorsItem.from_dict(connectors_item_data)



            connectors.append(connectors_item)


        object_ = cast(Literal['station'] , d.pop("object"))
        if object_ != 'station':
            raise ValueError(f"object must match const 'station', got '{object_}'")

        asset_id = UUID(d.pop("asset_id"))




        asset_name = d.pop("asset_name")

        asset_status = StationListEntryAssetStatus(d.pop("asset_status"))




        site_id = UUID(d.pop("site_id"))




        def _parse_ocpp_version(data: object) -> None | StationStateOcppVersionType1 | StationStateOcppVersionType2Type1 | StationStateOcppVersionType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ocpp_version_type_1 = StationStateOcppVersionType1(data)



                return ocpp_version_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ocpp_version_type_2_type_1 = StationStateOcppVersionType2Type1(data)



                return ocpp_version_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ocpp_version_type_3_type_1 = StationStateOcppVersionType3Type1(data)



                return ocpp_version_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StationStateOcppVersionType1 | StationStateOcppVersionType2Type1 | StationStateOcppVersionType3Type1 | Unset, data)

        ocpp_version = _parse_ocpp_version(d.pop("ocpp_version", UNSET))


        station_list_entry = cls(
            identity=identity,
            connection=connection,
            status=status,
            last_known_status=last_known_status,
            last_seen_at=last_seen_at,
            vendor=vendor,
            model=model,
            serial_number=serial_number,
            firmware_version=firmware_version,
            connection_changed_at=connection_changed_at,
            booted_at=booted_at,
            connectors=connectors,
            object_=object_,
            asset_id=asset_id,
            asset_name=asset_name,
            asset_status=asset_status,
            site_id=site_id,
            ocpp_version=ocpp_version,
        )


        station_list_entry.additional_properties = d
        return station_list_entry

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
