from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FirmwareCampaignCreateTargets")



@_attrs_define
class FirmwareCampaignCreateTargets:
    """ Exactly one of `site_id` (every charging station at the site) or `asset_ids` (1 to 500 charging stations, all at one
    site).

        Attributes:
            site_id (str | Unset): v1 form of a site id: `sit_` plus the same 128 bits as 22 base62 digits (`0-9A-Za-z`; the
                pattern allows a first digit up to 6, which every UUIDv7 of this millennium has, so that whatever matches it is
                128 bits).
            asset_ids (list[str] | Unset):
     """

    site_id: str | Unset = UNSET
    asset_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        site_id = self.site_id

        asset_ids: list[str] | Unset = UNSET
        if not isinstance(self.asset_ids, Unset):
            asset_ids = self.asset_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if site_id is not UNSET:
            field_dict["site_id"] = site_id
        if asset_ids is not UNSET:
            field_dict["asset_ids"] = asset_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        site_id = d.pop("site_id", UNSET)

        asset_ids = cast(list[str], d.pop("asset_ids", UNSET))


        firmware_campaign_create_targets = cls(
            site_id=site_id,
            asset_ids=asset_ids,
        )

        return firmware_campaign_create_targets

