from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.station_log_status import StationLogStatus
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="StationLog")



@_attrs_define
class StationLog:
    """ One request for a station's diagnostics log.

        Attributes:
            id (str): v1 form of a station log request id: `log_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`;
                the pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it
                is 128 bits).
            object_ (Literal['station_log']):
            asset_id (str): v1 form of a asset id: `ast_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            identity (str): The station's identity when it was asked.
            request_id (int): The `requestId` the station was given (2.0.1; a 1.6 station's notifications name none and are
                about its latest request).
            status (StationLogStatus):
            station_status (None | str): The station's own last status word (`Uploading`, `Uploaded`, `UploadFailure`,
                `UploadFailed`, ...), or null before its first notification.
            file_name (None | str): The file name the station said it would upload, or null.
            from_ (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            to (int | None): A `Timestamp` (integer in v1, RFC 3339 string in v2), or null.
            download_url (None | str): Once `uploaded`, a link to the file valid for 5 minutes (a pre-signed S3 GET; locally
                the runner's endpoint), for callers who may write the station; null before, past 30 days, and for other callers.
            created_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC 3339 in
                UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['station_log']
    asset_id: str
    identity: str
    request_id: int
    status: StationLogStatus
    station_status: None | str
    file_name: None | str
    from_: int | None
    to: int | None
    download_url: None | str
    created_at: int
    updated_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        asset_id = self.asset_id

        identity = self.identity

        request_id = self.request_id

        status = self.status.value

        station_status: None | str
        station_status = self.station_status

        file_name: None | str
        file_name = self.file_name

        from_: int | None
        from_ = self.from_

        to: int | None
        to = self.to

        download_url: None | str
        download_url = self.download_url

        created_at = self.created_at

        updated_at = self.updated_at


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['station_log'] , d.pop("object"))
        if object_ != 'station_log':
            raise ValueError(f"object must match const 'station_log', got '{object_}'")

        asset_id = d.pop("asset_id")

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


        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))


        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        def _parse_download_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        download_url = _parse_download_url(d.pop("download_url"))


        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

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
