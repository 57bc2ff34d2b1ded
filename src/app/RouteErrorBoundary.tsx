/** Catches a page that fails to load or render (typically a lazy chunk lost to a new deploy or a dropped connection). */
import { Component, type ErrorInfo, type ReactNode } from "react"
import { m } from "../../i18n/paraglide/messages.js"
import { Button } from "../ui/Button.tsx"

interface Props {
  readonly children: ReactNode
}

interface State {
  readonly failed: boolean
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A page failed to load", error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="container section route-error" role="alert">
        <h1>{m.common_route_error_title()}</h1>
        <p>{m.common_route_error_text()}</p>
        <Button onPress={() => window.location.reload()}>{m.common_try_again()}</Button>
      </section>
    )
  }
}
