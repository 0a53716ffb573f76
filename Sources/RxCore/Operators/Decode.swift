import Foundation

/// Something that turns `Data` into a `Decodable` value: `JSONDecoder` and
/// `PropertyListDecoder` are, and so can a decoder of your own be.
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes every element with `decoder`; data that does not decode ends the sequence with the
    /// decoder's error, as a throwing `map` would.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        Map(source: asObservable(), transform: { try decoder.decode(type, from: $0) }, stageName: "decode")
    }
}
