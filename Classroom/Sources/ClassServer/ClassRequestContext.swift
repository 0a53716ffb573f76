import Hummingbird
import NIOCore

/// Hummingbird's per-request context, with the peer's address (rate limits and the refusal log
/// go by it) and the class's upload bound.
struct ClassRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    var maxUploadSize: Int { ClassLimitsBridge.maxBodyBytes }

    /// The peer's IP address as text, for keys and the log.
    var peer: String { remoteAddress?.ipAddress ?? "unknown" }
}
