from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cursor_pagination import CursorPagination
  from ..models.debug import Debug
  from ..models.meta import Meta
  from ..models.meter_value import MeterValue





T = TypeVar("T", bound="MeterValueList")



@_attrs_define
class MeterValueList:
    """ 
        Attributes:
            data (list[MeterValue]):
            pagination (CursorPagination): v2 lists, and in every version the lists that grow without bound (sessions,
                events, schedule items, webhooks, deliveries).
            meta (Meta | Unset): Response metadata. `permissions` on single-resource GETs of sites, assets and schedules;
                `deprecation` while the version is deprecated; bulk fetch adds its counts; `station` on a PATCH of a station
                asset's `power_limit_kw`.
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    data: list[MeterValue]
    pagination: CursorPagination
    meta: Meta | Unset = UNSET
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cursor_pagination import CursorPagination # noqa: PLC0415
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.meter_value import MeterValue # noqa: PLC0415
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)



        pagination = self.pagination.to_dict()

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "pagination": pagination,
        })
        if meta is not UNSET:
            field_dict["meta"] = meta
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cursor_pagination import CursorPagination # noqa: PLC0415
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.meta import Meta # noqa: PLC0415
        from ..models.meter_value import MeterValue # noqa: PLC0415
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in (_data):
            data_item = MeterValue.from_dict(data_item_data)



            data.append(data_item)


        pagination = CursorPagination.from_dict(d.pop("pagination"))




        _meta = d.pop("meta", UNSET)
        meta: Meta | Unset
        if isinstance(_meta,  Unset):
            meta = UNSET
        else:
            meta = Meta.from_dict(_meta)




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        meter_value_list = cls(
            data=data,
            pagination=pagination,
            meta=meta,
            debug=debug,
        )


        meter_value_list.additional_properties = d
        return meter_value_list

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
