from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.firmware_campaign_halt_reason_type_1 import FirmwareCampaignHaltReasonType1
from ..models.firmware_campaign_halt_reason_type_2_type_1 import FirmwareCampaignHaltReasonType2Type1
from ..models.firmware_campaign_halt_reason_type_3_type_1 import FirmwareCampaignHaltReasonType3Type1
from ..models.firmware_campaign_status import FirmwareCampaignStatus
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.firmware_campaign_counts import FirmwareCampaignCounts
  from ..models.firmware_campaign_station import FirmwareCampaignStation





T = TypeVar("T", bound="FirmwareCampaign")



@_attrs_define
class FirmwareCampaign:
    """ 
        Attributes:
            id (str): v1 form of a firmware campaign id: `fwc_` plus the same 128 bits as 22 base62 digits.
            object_ (Literal['firmware_campaign']):
            status (FirmwareCampaignStatus):
            site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            location (str | Unset): Where the stations download the image, without userinfo and query string (the station is
                sent it whole).
            version (str | Unset):
            signed (bool | Unset):
            start_at (int | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC
                3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            window_ends_at (int | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 /
                RFC 3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            max_concurrent (int | Unset):
            halt_after_failures (int | Unset):
            halt_reason (FirmwareCampaignHaltReasonType1 | FirmwareCampaignHaltReasonType2Type1 |
                FirmwareCampaignHaltReasonType3Type1 | None | Unset):
            counts (FirmwareCampaignCounts | Unset):
            stations (list[FirmwareCampaignStation] | Unset): In GET and POST answers only.
            created_at (int | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC
                3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
            updated_at (int | Unset): A point in time. v1 (and unprefixed paths): Unix seconds (integer); v2: ISO 8601 / RFC
                3339 in UTC with milliseconds (e.g. `2026-09-01T08:30:00.000Z`).
     """

    id: str
    object_: Literal['firmware_campaign']
    status: FirmwareCampaignStatus
    site_id: str | Unset = UNSET
    location: str | Unset = UNSET
    version: str | Unset = UNSET
    signed: bool | Unset = UNSET
    start_at: int | Unset = UNSET
    window_ends_at: int | Unset = UNSET
    max_concurrent: int | Unset = UNSET
    halt_after_failures: int | Unset = UNSET
    halt_reason: FirmwareCampaignHaltReasonType1 | FirmwareCampaignHaltReasonType2Type1 | FirmwareCampaignHaltReasonType3Type1 | None | Unset = UNSET
    counts: FirmwareCampaignCounts | Unset = UNSET
    stations: list[FirmwareCampaignStation] | Unset = UNSET
    created_at: int | Unset = UNSET
    updated_at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.firmware_campaign_counts import FirmwareCampaignCounts # noqa: PLC0415
        from ..models.firmware_campaign_station import FirmwareCampaignStation # noqa: PLC0415
        id = self.id

        object_ = self.object_

        status = self.status.value

        site_id = self.site_id

        location = self.location

        version = self.version

        signed = self.signed

        start_at = self.start_at

        window_ends_at = self.window_ends_at

        max_concurrent = self.max_concurrent

        halt_after_failures = self.halt_after_failures

        halt_reason: None | str | Unset
        if isinstance(self.halt_reason, Unset):
            halt_reason = UNSET
        elif isinstance(self.halt_reason, FirmwareCampaignHaltReasonType1):
            halt_reason = self.halt_reason.value
        elif isinstance(self.halt_reason, FirmwareCampaignHaltReasonType2Type1):
            halt_reason = self.halt_reason.value
        elif isinstance(self.halt_reason, FirmwareCampaignHaltReasonType3Type1):
            halt_reason = self.halt_reason.value
        else:
            halt_reason = self.halt_reason

        counts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts.to_dict()

        stations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.stations, Unset):
            stations = []
            for stations_item_data in self.stations:
                stations_item = stations_item_data.to_dict()
                stations.append(stations_item)



        created_at = self.created_at

        updated_at = self.updated_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "object": object_,
            "status": status,
        })
        if site_id is not UNSET:
            field_dict["site_id"] = site_id
        if location is not UNSET:
            field_dict["location"] = location
        if version is not UNSET:
            field_dict["version"] = version
        if signed is not UNSET:
            field_dict["signed"] = signed
        if start_at is not UNSET:
            field_dict["start_at"] = start_at
        if window_ends_at is not UNSET:
            field_dict["window_ends_at"] = window_ends_at
        if max_concurrent is not UNSET:
            field_dict["max_concurrent"] = max_concurrent
        if halt_after_failures is not UNSET:
            field_dict["halt_after_failures"] = halt_after_failures
        if halt_reason is not UNSET:
            field_dict["halt_reason"] = halt_reason
        if counts is not UNSET:
            field_dict["counts"] = counts
        if stations is not UNSET:
            field_dict["stations"] = stations
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.firmware_campaign_counts import FirmwareCampaignCounts # noqa: PLC0415
        from ..models.firmware_campaign_station import FirmwareCampaignStation # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal['firmware_campaign'] , d.pop("object"))
        if object_ != 'firmware_campaign':
            raise ValueError(f"object must match const 'firmware_campaign', got '{object_}'")

        status = FirmwareCampaignStatus(d.pop("status"))




        site_id = d.pop("site_id", UNSET)

        location = d.pop("location", UNSET)

        version = d.pop("version", UNSET)

        signed = d.pop("signed", UNSET)

        start_at = d.pop("start_at", UNSET)

        window_ends_at = d.pop("window_ends_at", UNSET)

        max_concurrent = d.pop("max_concurrent", UNSET)

        halt_after_failures = d.pop("halt_after_failures", UNSET)

        def _parse_halt_reason(data: object) -> FirmwareCampaignHaltReasonType1 | FirmwareCampaignHaltReasonType2Type1 | FirmwareCampaignHaltReasonType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                halt_reason_type_1 = FirmwareCampaignHaltReasonType1(data)



                return halt_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                halt_reason_type_2_type_1 = FirmwareCampaignHaltReasonType2Type1(data)



                return halt_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                halt_reason_type_3_type_1 = FirmwareCampaignHaltReasonType3Type1(data)



                return halt_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FirmwareCampaignHaltReasonType1 | FirmwareCampaignHaltReasonType2Type1 | FirmwareCampaignHaltReasonType3Type1 | None | Unset, data)

        halt_reason = _parse_halt_reason(d.pop("halt_reason", UNSET))


        _counts = d.pop("counts", UNSET)
        counts: FirmwareCampaignCounts | Unset
        if isinstance(_counts,  Unset):
            counts = UNSET
        else:
            counts = FirmwareCampaignCounts.from_dict(_counts)




        _stations = d.pop("stations", UNSET)
        stations: list[FirmwareCampaignStation] | Unset = UNSET
        if _stations is not UNSET:
            stations = []
            for stations_item_data in _stations:
                stations_item = FirmwareCampaignStation.from_dict(stations_item_data)



                stations.append(stations_item)


        created_at = d.pop("created_at", UNSET)

        updated_at = d.pop("updated_at", UNSET)

        firmware_campaign = cls(
            id=id,
            object_=object_,
            status=status,
            site_id=site_id,
            location=location,
            version=version,
            signed=signed,
            start_at=start_at,
            window_ends_at=window_ends_at,
            max_concurrent=max_concurrent,
            halt_after_failures=halt_after_failures,
            halt_reason=halt_reason,
            counts=counts,
            stations=stations,
            created_at=created_at,
            updated_at=updated_at,
        )


        firmware_campaign.additional_properties = d
        return firmware_campaign

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
