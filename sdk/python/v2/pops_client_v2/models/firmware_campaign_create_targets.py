from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID






T = TypeVar("T", bound="FirmwareCampaignCreateTargets")



@_attrs_define
class FirmwareCampaignCreateTargets:
    """ Exactly one of `site_id` (every charging station at the site) or `asset_ids` (1 to 500 charging stations, all at one
    site).

        Attributes:
            site_id (UUID | Unset): v2 form of an id: the resource's UUIDv7, hyphenated, lowercase.
            asset_ids (list[UUID] | Unset):
     """

    site_id: UUID | Unset = UNSET
    asset_ids: list[UUID] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        site_id: str | Unset = UNSET
        if not isinstance(self.site_id, Unset):
            site_id = str(self.site_id)

        asset_ids: list[str] | Unset = UNSET
        if not isinstance(self.asset_ids, Unset):
            asset_ids = []
            for asset_ids_item_data in self.asset_ids:
                asset_ids_item = str(asset_ids_item_data)
                asset_ids.append(asset_ids_item)




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
        _site_id = d.pop("site_id", UNSET)
        site_id: UUID | Unset
        if isinstance(_site_id,  Unset):
            site_id = UNSET
        else:
            site_id = UUID(_site_id)




        _asset_ids = d.pop("asset_ids", UNSET)
        asset_ids: list[UUID] | Unset = UNSET
        if _asset_ids is not UNSET:
            asset_ids = []
            for asset_ids_item_data in _asset_ids:
                asset_ids_item = UUID(asset_ids_item_data)



                asset_ids.append(asset_ids_item)


        firmware_campaign_create_targets = cls(
            site_id=site_id,
            asset_ids=asset_ids,
        )

        return firmware_campaign_create_targets

