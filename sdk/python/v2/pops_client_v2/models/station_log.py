from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_log_status import StationLogStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="StationLog")



@_attrs_define
class StationLog:
    """ One request for a station's diagnostics log.

        Attributes:
            id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            object_ (Literal['station_log']):
            asset_id (UUID): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            identity (str): The station's identity when it was asked.
            request_id (int): The `requestId` the station was given (2.0.1; a 1.6 station's notifications name none and are
                about its latest request).
            status (StationLogStatus):
            station_status (None | str): The station's own last status word (`Uploading`, `Uploaded`, `UploadFailure`,
                `UploadFailed`, ...), or null before its first notification.
            file_name (None | str): The file name the station said it would upload, or null.
            from_ (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            to (datetime.datetime | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            download_url (None | str): Once `uploaded`, a link to the file valid for 5 minutes (a pre-signed S3 GET; locally
                the runner's endpoint), for callers who may write the station; null before, past 30 days, and for other callers.
            created_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (datetime.datetime): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601
                / RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            legacy_id (str | Unset): v1 form of a station log request id: `log_` plus the same 128 bits as 22 base62 digits
                (`0-9A-Za-z`; the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that
                whatever matches it is 128 bits).
     """

    id: UUID
    object_: Literal['station_log']
    asset_id: UUID
    identity: str
    request_id: int
    status: StationLogStatus
    station_status: None | str
    file_name: None | str
    from_: datetime.datetime | None
    to: datetime.datetime | None
    download_url: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    legacy_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        object_ = self.object_

        asset_id = str(self.asset_id)

        identity = self.identity

        request_id = self.request_id

        status = self.status.value

        station_status: None | str
        station_status = self.station_status

        file_name: None | str
        file_name = self.file_name

        from_: None | str
        if isinstance(self.from_, datetime.datetime):
            from_ = self.from_.isoformat()
        else:
            from_ = self.from_

        to: None | str
        if isinstance(self.to, datetime.datetime):
            to = self.to.isoformat()
        else:
            to = self.to

        download_url: None | str
        download_url = self.download_url

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        legacy_id = self.legacy_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "asset_id": asset_id,
            "identity": identity,
            "request_id": request_id,
            "status": status,
            "station_status": station_status,
            "file_name": file_name,
            "from": from_,
            "to": to,
            "download_url": download_url,
            "created_at": created_at,
            "updated_at": updated_at,
        })
        if legacy_id is not UNSET:
            field_dict["legacy_id"] = legacy_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))




        object_ = cast(Literal['station_log'] , d.pop("object"))
        if object_ != 'station_log':
            raise ValueError(f"object must match const 'station_log', got '{object_}'")

        asset_id = UUID(d.pop("asset_id"))




        identity = d.pop("identity")

        request_id = d.pop("request_id")

        status = StationLogStatus(d.pop("status"))




        def _parse_station_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        station_status = _parse_station_status(d.pop("station_status"))


        def _parse_file_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        file_name = _parse_file_name(d.pop("file_name"))


        def _parse_from_(data: object) -> datetime.datetime | None:
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

        from_ = _parse_from_(d.pop("from"))


        def _parse_to(data: object) -> datetime.datetime | None:
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

        to = _parse_to(d.pop("to"))


        def _parse_download_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        download_url = _parse_download_url(d.pop("download_url"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        legacy_id = d.pop("legacy_id", UNSET)

        station_log = cls(
            id=id,
            object_=object_,
            asset_id=asset_id,
            identity=identity,
            request_id=request_id,
            status=status,
            station_status=station_status,
            file_name=file_name,
            from_=from_,
            to=to,
            download_url=download_url,
            created_at=created_at,
            updated_at=updated_at,
            legacy_id=legacy_id,
        )


        station_log.additional_properties = d
        return station_log

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
