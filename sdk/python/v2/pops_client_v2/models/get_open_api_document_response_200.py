from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.get_open_api_document_response_200_components import GetOpenApiDocumentResponse200Components
  from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info
  from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths
  from ..models.get_open_api_document_response_200_servers_item import GetOpenApiDocumentResponse200ServersItem





T = TypeVar("T", bound="GetOpenApiDocumentResponse200")



@_attrs_define
class GetOpenApiDocumentResponse200:
    """ 
        Attributes:
            openapi (Literal['3.1.0']):
            info (GetOpenApiDocumentResponse200Info):
            servers (list[GetOpenApiDocumentResponse200ServersItem]):
            paths (GetOpenApiDocumentResponse200Paths):
            components (GetOpenApiDocumentResponse200Components):
     """

    openapi: Literal['3.1.0']
    info: GetOpenApiDocumentResponse200Info
    servers: list[GetOpenApiDocumentResponse200ServersItem]
    paths: GetOpenApiDocumentResponse200Paths
    components: GetOpenApiDocumentResponse200Components
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_open_api_document_response_200_components import GetOpenApiDocumentResponse200Components # noqa: PLC0415
        from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info # noqa: PLC0415
        from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths # noqa: PLC0415
        from ..models.get_open_api_document_response_200_servers_item import GetOpenApiDocumentResponse200ServersItem # noqa: PLC0415
        openapi = self.openapi

        info = self.info.to_dict()

        servers = []
        for servers_item_data in self.servers:
            servers_item = servers_item_data.to_dict()
            servers.append(servers_item)



        paths = self.paths.to_dict()

        components = self.components.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "openapi": openapi,
            "info": info,
            "servers": servers,
            "paths": paths,
            "components": components,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_open_api_document_response_200_components import GetOpenApiDocumentResponse200Components # noqa: PLC0415
        from ..models.get_open_api_document_response_200_info import GetOpenApiDocumentResponse200Info # noqa: PLC0415
        from ..models.get_open_api_document_response_200_paths import GetOpenApiDocumentResponse200Paths # noqa: PLC0415
        from ..models.get_open_api_document_response_200_servers_item import GetOpenApiDocumentResponse200ServersItem # noqa: PLC0415
        d = dict(src_dict)
        openapi = cast(Literal['3.1.0'] , d.pop("openapi"))
        if openapi != '3.1.0':
            raise ValueError(f"openapi must match const '3.1.0', got '{openapi}'")

        info = GetOpenApiDocumentResponse200Info.from_dict(d.pop("info"))




        servers = []
        _servers = d.pop("servers")
        for servers_item_data in (_servers):
            servers_item = GetOpenApiDocumentResponse200ServersItem.from_dict(servers_item_data)



            servers.append(servers_item)


        paths = GetOpenApiDocumentResponse200Paths.from_dict(d.pop("paths"))




        components = GetOpenApiDocumentResponse200Components.from_dict(d.pop("components"))




        get_open_api_document_response_200 = cls(
            openapi=openapi,
            info=info,
            servers=servers,
            paths=paths,
            components=components,
        )


        get_open_api_document_response_200.additional_properties = d
        return get_open_api_document_response_200

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
