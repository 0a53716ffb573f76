import ClassProtocol
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The server's routes, each with its guard: the code for joining, a learner's token for the
/// learner routes, the teacher's for the teacher routes; bodies bounded, requests rate-limited,
/// and every refusal one sentence, logged.
struct ClassRoutes: Sendable {
    let room: ClassRoom
    let feed: LiveFeed
    let refusals: RefusalLog
    let learnerLimit = RateLimiter(rate: ClassLimits.requestsPerSecond, burst: ClassLimits.requestBurst)
    /// Wrong codes an address may try: a class's own learners, all behind one address (a
    /// school's NAT, loopback), join freely; guessing the code stops after a few tries.
    let wrongCodeLimit = RateLimiter(rate: ClassLimits.wrongCodesPerMinute / 60, burst: ClassLimits.wrongCodesPerMinute)
    /// All joins together, whatever their address.
    let joinLimit = RateLimiter(rate: 50, burst: 100)
    let teacherLimit = RateLimiter(rate: 50, burst: 100)

    /// The dashboard's language for a request: its `?lang=`, else the browser's.
    static func language(of request: Request) -> DashboardLanguage {
        DashboardLanguage.chosen(query: request.uri.queryParameters[Substring(DashboardLanguage.queryItem)].map(String.init),
                                 acceptLanguage: request.headers[.acceptLanguage])
    }

    func router() -> Router<ClassRequestContext> {
        let router = Router(context: ClassRequestContext.self)
        router.get(RouterPath(ClassRoute.health)) { _, _ in Replies.json(HealthReply()) }
        router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: ClassRoute.dashboardPage]) }
        router.get(RouterPath(ClassRoute.dashboardPage)) { request, _ in
            Replies.page(DashboardPage.page(in: Self.language(of: request)), contentType: "text/html; charset=utf-8")
        }
        router.get(RouterPath(DashboardPage.scriptPath)) { request, _ in
            Replies.page(DashboardPage.script(in: Self.language(of: request)), contentType: "text/javascript; charset=utf-8")
        }
        router.get(RouterPath(DashboardPage.stylePath)) { _, _ in Replies.page(DashboardPage.style, contentType: "text/css; charset=utf-8") }

        router.post(RouterPath(ClassRoute.join)) { request, context in
            guard wrongCodeLimit.hasBudget(context.peer), joinLimit.allow("all") else {
                return refuse(.tooManyRequests, "Too many attempts to join from this address; wait a minute and try again.", request, context)
            }
            return try await withBody(request, context, as: JoinRequest.self) { join in
                switch try await room.join(join) {
                case .success(let reply):
                    return Replies.json(reply)
                case .failure(let refusal):
                    if refusal.reason == .wrongCode { _ = wrongCodeLimit.allow(context.peer) }
                    return refuse(refusal, request, context)
                }
            }
        }

        router.post(RouterPath(ClassRoute.learnerEvents)) { request, context in
            try await asLearner(request, context) { member in
                try await withBody(request, context, as: EventBatch.self) { batch in
                    switch try await room.accept(batch, from: member) {
                    case .success(let reply): return Replies.json(reply)
                    case .failure(let refusal): return refuse(refusal, request, context)
                    }
                }
            }
        }

        router.get(RouterPath(ClassRoute.learnerInbox)) { request, context in
            try await asLearner(request, context) { _ in
                let after = request.uri.queryParameters.get(InboxReply.afterQueryItem, as: Int.self) ?? 0
                let wait = min(max(request.uri.queryParameters.get(InboxReply.waitQueryItem, as: Int.self) ?? 0, 0), InboxReply.maxWaitSeconds)
                let rings = room.pushed.rings
                if wait > 0, !(await room.hasPushes(after: after)) {
                    await room.pushed.wait(after: rings, seconds: Double(wait))
                }
                return Replies.json(await room.inbox(after: after))
            }
        }

        router.post(RouterPath(ClassRoute.learnerLeave)) { request, context in
            try await asLearner(request, context) { member in
                try await room.leave(member)
                return Replies.json(EmptyReply())
            }
        }

        router.get(RouterPath(ClassRoute.teacherSnapshot)) { request, context in
            try await asTeacher(request, context) { Replies.json(data: await room.snapshotJSON()) }
        }

        router.get(RouterPath(ClassRoute.teacherLive)) { request, context in
            try await asTeacher(request, context) {
                var headers = HTTPFields()
                headers[.contentType] = "text/event-stream"
                headers[.cacheControl] = "no-store"
                let stream = feed.subscribe(first: LiveFeed.message(await room.snapshotJSON()))
                return Response(status: .ok, headers: headers, body: ResponseBody(asyncSequence: stream))
            }
        }

        router.post(RouterPath(ClassRoute.teacherPolls)) { request, context in
            try await asTeacher(request, context) {
                try await withBody(request, context, as: OpenPollRequest.self) { poll in
                    switch try await room.openPoll(poll) {
                    case .success(let view): return Replies.json(view)
                    case .failure(let refusal): return refuse(refusal, request, context)
                    }
                }
            }
        }

        router.post(RouterPath("\(ClassRoute.teacherPolls)/:poll/:action")) { request, context in
            try await asTeacher(request, context) {
                guard let action = context.parameters.get("action").flatMap(ClassRoute.PollAction.init(rawValue:)) else {
                    return refuse(.notFound, "A poll can be closed or revealed.", request, context)
                }
                var poll = context.parameters.get("poll") ?? ""
                if poll == "latest" { poll = await room.latestPollID ?? "" }
                switch try await room.changePoll(poll, action) {
                case .success(let view): return Replies.json(view)
                case .failure(let refusal): return refuse(refusal, request, context)
                }
            }
        }

        router.post(RouterPath(ClassRoute.teacherFollow)) { request, context in
            try await asTeacher(request, context) {
                try await withBody(request, context, as: FollowRequest.self) { follow in
                    switch try await room.follow(follow) {
                    case .success(let push): return Replies.json(push)
                    case .failure(let refusal): return refuse(refusal, request, context)
                    }
                }
            }
        }

        router.get(RouterPath("\(ClassRoute.teacherSharedPrefix)/:id")) { request, context in
            try await asTeacher(request, context) {
                guard let shared = await room.sharedAnswer(context.parameters.get("id") ?? "") else {
                    return refuse(.notFound, "No answer was shared with that id.", request, context)
                }
                return Replies.json(shared)
            }
        }

        router.get(RouterPath(ClassRoute.teacherExport)) { request, context in
            try await asTeacher(request, context) { Replies.json(await room.export()) }
        }
        return router
    }

    // MARK: Guards

    private func bearer(_ request: Request) -> String? {
        if let header = request.headers[HTTPField.Name(ClassProtocol.authorizationHeader)!], header.hasPrefix(ClassProtocol.bearerPrefix) {
            return String(header.dropFirst(ClassProtocol.bearerPrefix.count))
        }
        return request.uri.queryParameters.get(ClassProtocol.tokenQueryItem)
    }

    private func asLearner(_ request: Request, _ context: ClassRequestContext, _ body: (String) async throws -> Response) async throws -> Response {
        guard let token = bearer(request), !token.isEmpty else {
            return refuse(.missingToken, "This needs a learner's token: join the class first (rxlearn class join).", request, context)
        }
        guard let member = await room.member(withToken: token) else {
            if room.isTeacher(token) { return refuse(.learnerOnly, "The teacher's token cannot send a learner's events.", request, context) }
            return refuse(.wrongToken, "This class does not know that token; join the class again (rxlearn class join).", request, context)
        }
        guard learnerLimit.allow(member) else {
            return refuse(.tooManyRequests, "Too many requests from this learner; rxlearn sends again by itself later.", request, context)
        }
        return try await body(member)
    }

    private func asTeacher(_ request: Request, _ context: ClassRequestContext, _ body: () async throws -> Response) async throws -> Response {
        guard let token = bearer(request), !token.isEmpty else {
            return refuse(.missingToken, "This needs the teacher's token, which rxlearn class host keeps in the class's data folder.", request, context)
        }
        guard room.isTeacher(token) else {
            if await room.member(withToken: token) != nil {
                return refuse(.teacherOnly, "This needs the teacher's token; a learner's token cannot do this.", request, context)
            }
            return refuse(.wrongToken, "That is not this class's teacher token; use the dashboard address rxlearn class host printed.", request, context)
        }
        guard teacherLimit.allow("teacher") else {
            return refuse(.tooManyRequests, "Too many teacher requests at once; try again in a moment.", request, context)
        }
        return try await body()
    }

    /// Reads a JSON body of at most `ClassLimits.maxBodyBytes`: a larger one is refused from its
    /// declared length, or as soon as it grows past the bound, never read whole.
    private func withBody<Body: Decodable>(_ request: Request, _ context: ClassRequestContext, as type: Body.Type,
                                           _ use: (Body) async throws -> Response) async throws -> Response {
        let tooLarge = "A request may carry at most \(ClassLimits.maxBodyBytes / 1024) KB."
        if let length = request.headers[.contentLength].flatMap(Int.init), length > ClassLimits.maxBodyBytes {
            return refuse(.tooLarge, tooLarge, request, context)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: ClassLimits.maxBodyBytes)
        } catch {
            return refuse(.tooLarge, tooLarge, request, context)
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(buffer: buffer)) else {
            return refuse(.malformed, "The request is not what rxlearn sends; update rxlearn.", request, context)
        }
        return try await use(body)
    }

    private func refuse(_ reason: ClassRefusal.Reason, _ sentence: String, _ request: Request, _ context: ClassRequestContext) -> Response {
        refuse(ClassRefusal(reason, sentence), request, context)
    }

    private func refuse(_ refusal: ClassRefusal, _ request: Request, _ context: ClassRequestContext) -> Response {
        refusals.note(refusal.message, route: "\(request.method) \(request.uri.path)", from: context.peer)
        return Replies.refusal(refusal)
    }
}

/// `{}`.
struct EmptyReply: Codable, Sendable {}
