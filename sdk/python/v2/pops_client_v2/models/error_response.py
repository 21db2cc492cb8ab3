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
  from ..models.error_response_error import ErrorResponseError





T = TypeVar("T", bound="ErrorResponse")



@_attrs_define
class ErrorResponse:
    """ The structured error of v2 and of unprefixed paths.

        Attributes:
            error (ErrorResponseError):
            debug (Debug | Unset): Present when the request carried `X-Debug: true` (success and error bodies alike).
     """

    error: ErrorResponseError
    debug: Debug | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.error_response_error import ErrorResponseError # noqa: PLC0415
        error = self.error.to_dict()

        debug: dict[str, Any] | Unset = UNSET
        if not isinstance(self.debug, Unset):
            debug = self.debug.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "error": error,
        })
        if debug is not UNSET:
            field_dict["debug"] = debug

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.debug import Debug # noqa: PLC0415
        from ..models.error_response_error import ErrorResponseError # noqa: PLC0415
        d = dict(src_dict)
        error = ErrorResponseError.from_dict(d.pop("error"))




        _debug = d.pop("debug", UNSET)
        debug: Debug | Unset
        if isinstance(_debug,  Unset):
            debug = UNSET
        else:
            debug = Debug.from_dict(_debug)




        error_response = cls(
            error=error,
            debug=debug,
        )


        error_response.additional_properties = d
        return error_response

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
