from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.debug import Debug
  from ..models.health import Health





T = TypeVar("T", bound="HealthEnvelope")



@_attrs_define
class HealthEnvelope:
    """ 
        Attributes:
            data (Health):
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    data: Health
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.health import Health # noqa: PLC0415
        data = self.data.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
        })
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.health import Health # noqa: PLC0415
        d = dict(src_dict)
        data = Health.from_dict(d.pop("data"))




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        health_envelope = cls(
            data=data,
            debug=debug,
        )


        health_envelope.additional_properties = d
        return health_envelope

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
