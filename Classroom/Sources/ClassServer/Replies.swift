import ClassProtocol
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

enum ClassLimitsBridge {
    static let maxBodyBytes = ClassLimits.maxBodyBytes
}

/// How the server answers: JSON, never cached, never sniffed; refusals as `ClassRefusal`.
enum Replies {
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        json(data: (try? JSONEncoder().encode(value)) ?? Data("{}".utf8), status: status)
    }

    /// JSON encoded already.
    static func json(data: Data, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func refusal(_ refusal: ClassRefusal) -> Response {
        json(refusal, status: status(for: refusal.reason))
    }

    static func status(for reason: ClassRefusal.Reason) -> HTTPResponse.Status {
        switch reason {
        case .missingCode, .malformed, .versionMismatch: .badRequest
        case .missingToken, .wrongToken, .leftClass: .unauthorized
        case .wrongCode, .teacherOnly, .learnerOnly: .forbidden
        case .tooLarge: .contentTooLarge
        case .tooManyRequests: .tooManyRequests
        case .notFound: .notFound
        case .noOpenPoll: .conflict
        }
    }

    static func page(_ text: String, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        // The page runs only its own script and talks only to this server: a name or shared code
        // that slipped through as markup could still run nothing.
        headers[HTTPField.Name("Content-Security-Policy")!] =
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
