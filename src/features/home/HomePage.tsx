/**
 * The home page (spec section 1, Home page sections; section 2, Home carousel and Loan types section). It is the one
 * route in the first bundle, so it stays light: no Effect, no XState, no images in the first paint. The carousel
 * loads right after the first paint; the EMI calculator and the Wall of Fame when scrolled near. Each lazy section
 * holds its height while it loads, so nothing shifts.
 */
import { lazy, useId } from "react"
import { m } from "../../../i18n/paraglide/messages.js"
import { businessInfo, intro } from "../../content/home.ts"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { CarouselPlaceholder } from "./CarouselPlaceholder.tsx"
import { DismissibleStrip } from "./DismissibleStrip.tsx"
import "./home.css"
import "./home-products.css"
import "./home-portfolio.css"
import "./home-partners.css"
import { keepCompounds } from "../../ui/keepCompounds.tsx"
import { Bolt, Calendar, Heart, Percent, Shield, Sliders, TrendDown } from "./icons.tsx"
import { PartnerCarousel } from "./PartnerCarousel.tsx"
import { ProductSelector } from "./ProductSelector.tsx"
import { SolutionPortfolio } from "./SolutionPortfolio.tsx"
import { WhenNear } from "./WhenNear.tsx"

const Carousel = lazy(() => import("./Carousel.tsx"))
const CalculatorPanel = lazy(() =>
  import("../calculator/CalculatorPanel.tsx").then((m) => ({ default: m.CalculatorPanel }))
)
const WallOfFame = lazy(() => import("../testimonials/WallOfFame.tsx"))

const introIcons = { approvals: Bolt, options: Sliders, rates: Percent, customers: Heart } as const
const businessIcons = { rates: TrendDown, success: Shield, repayments: Calendar } as const

/** The heights lazy sections hold while they load (home-portfolio.css sets the same). */
function SectionPlaceholder({ kind }: { readonly kind: "calculator" | "wall" }) {
  return <div className={`lazy-slot lazy-slot--${kind}`} aria-hidden="true" />
}

export default function HomePage() {
  const selectorHeading = useId()
  return (
    <>
      <WhenNear afterFirstPaint placeholder={<CarouselPlaceholder />}>
        <Carousel />
      </WhenNear>

      <DismissibleStrip />

      <section className="section hero-select" aria-labelledby={selectorHeading}>
        <div className="container">
          <h1 id={selectorHeading} className="hero-select__title">
            {m.home_hero_title()}
          </h1>
          <p className="lead hero-select__lead">{m.home_hero_lead()}</p>
          <ProductSelector headingId={selectorHeading} />
        </div>
      </section>

      <section className="section intro" aria-labelledby="intro-title">
        <div className="container intro__inner">
          <div className="intro__text">
            <p className="eyebrow">{intro.eyebrow()}</p>
            <h2 id="intro-title">{intro.heading()}</h2>
            <p className="lead">{intro.text()}</p>
            <LinkButton href="/about" variant="secondary">
              {m.home_more_about_us()}
            </LinkButton>
          </div>
          <ul className="intro__points" role="list">
            {intro.points.map((point) => {
              const Icon = introIcons[point.id]
              return (
                <li key={point.id} className="intro__point">
                  <span className="intro__icon">
                    <Icon />
                  </span>
                  <h3 className="intro__point-title">{keepCompounds(point.title())}</h3>
                  <p className="intro__point-text">{point.text()}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <SolutionPortfolio />

      <section className="section emi" aria-labelledby="emi-title" id="emi-calculator">
        <div className="container">
          <p className="eyebrow">{m.home_emi_eyebrow()}</p>
          <h2 id="emi-title">{m.home_emi_title()}</h2>
          <p className="lead emi__lead">{m.home_emi_lead()}</p>
          <WhenNear placeholder={<SectionPlaceholder kind="calculator" />}>
            <CalculatorPanel headingLevel={3} showSchedule={false} />
          </WhenNear>
        </div>
      </section>

      <section className="section business" aria-labelledby="business-title">
        <div className="container business__inner">
          <div className="business__text">
            <p className="eyebrow business__eyebrow">{businessInfo.eyebrow()}</p>
            <h2 id="business-title">{businessInfo.heading()}</h2>
            <p>{businessInfo.text()}</p>
            <LinkButton href="/apply?loanType=Business%20Loan" variant="accent">
              {m.home_business_apply()}
            </LinkButton>
          </div>
          <ul className="business__points" role="list">
            {businessInfo.points.map((point) => {
              const Icon = businessIcons[point.id]
              return (
                <li key={point.id} className="business__point">
                  <span className="business__icon">
                    <Icon />
                  </span>
                  <div>
                    <h3 className="business__point-title">{point.title()}</h3>
                    <p className="business__point-text">{point.text()}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <PartnerCarousel />

      <WhenNear placeholder={<SectionPlaceholder kind="wall" />}>
        <WallOfFame />
      </WhenNear>
    </>
  )
}
