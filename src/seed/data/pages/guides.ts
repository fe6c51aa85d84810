import type { SeedBuilder } from '../types'

export const buyers: SeedBuilder<'pages'> = (media) => ({
  title: "Buyer's Guide",
  slug: 'buyers',
  intro: {
    eyebrow: 'Buying',
    heading: "Buyer's Guide",
    text: 'Buying a home in northern New Jersey, step by step: getting pre-approved, choosing a town, touring homes, making a strong offer and closing with confidence.',
  },
  layout: [
    {
      blockType: 'processSteps',
      title: 'Your Path to Home',
      subtitle: 'Four steps, with our team beside you at every one',
      variant: 'premium',
      background: 'white',
      steps: [
        {
          title: 'Get Pre-Approved',
          description:
            'Know your budget before you fall in love with a house. We introduce you to trusted local lenders, and a pre-approval letter makes your offer stronger.',
          image: media('process-step-1'),
          cta: { text: 'Estimate Your Payment', link: '/mortgage-calculator' },
        },
        {
          title: 'Choose Your Town',
          description:
            'Lakes or Main Street? Acreage or a short walk to the train? We compare commutes, schools, taxes and lifestyle across Sussex and Warren counties.',
          image: media('process-step-2'),
          cta: { text: 'Explore Communities', link: '/communities' },
        },
        {
          title: 'Tour and Offer',
          description:
            'We set up alerts and private showings, point out what inspections may find, and build an offer with the right price, terms and timing to win.',
          image: media('process-step-3'),
          cta: { text: 'Search Homes', link: '/listings/search' },
        },
        {
          title: 'Close With Confidence',
          description:
            'Attorney review, inspections, appraisal and final walk-through: we coordinate every step with your lender and attorney until the keys are yours.',
          image: media('process-step-4'),
        },
      ],
    },
    { blockType: 'propertySearch', title: 'Search Homes for Sale' },
    {
      blockType: 'mortgageCalculator',
      title: 'Estimate Your Monthly Payment',
      intro:
        'Try a price, down payment and rate, then see your full monthly breakdown, cash to close and how extra principal shortens your loan.',
    },
    {
      blockType: 'callToAction',
      variant: 'default',
      backgroundColor: 'gray',
      title: 'Ready to Start Your Search?',
      description:
        'Tell us what you are looking for and we will send matching homes the day they come on the market, including ones that never make it to the big websites.',
      button: { text: 'Talk to Our Team', href: '/contact', variant: 'primary' },
    },
  ],
  seo: {
    title: "Home Buyer's Guide for Northern New Jersey",
    description:
      'How to buy a home in Sussex and Warren counties, NJ: pre-approval, choosing a town, making a winning offer and closing with confidence.',
  },
})

export const sellers: SeedBuilder<'pages'> = () => ({
  title: "Seller's Guide",
  slug: 'sellers',
  intro: {
    eyebrow: 'Selling',
    heading: "Seller's Guide",
    text: 'Selling your home for the best price: pricing it from real local sales, preparing it to shine, marketing it widely and negotiating every offer.',
  },
  layout: [
    {
      blockType: 'homeValue',
      title: 'What Is Your Home Worth?',
      intro:
        'Start with a number today: an estimate from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.',
    },
    {
      blockType: 'processSteps',
      title: 'How We Sell Your Home',
      subtitle: 'A proven plan for the best price and the smoothest sale',
      variant: 'premium',
      background: 'gray',
      steps: [
        {
          title: 'Price It Right',
          description:
            'We study recent sales, active competition and buyer demand in your town to recommend a price that attracts strong offers from day one.',
          cta: { text: 'Request a Valuation', link: '/home-value' },
        },
        {
          title: 'Prepare to Shine',
          description:
            'A walk-through with practical advice on repairs, paint and staging, plus pre-listing inspections so there are no surprises later.',
        },
        {
          title: 'Market Everywhere',
          description:
            'Professional photography, video and floor plans, the MLS and major home websites, social media, and our own network of local buyers and agents.',
        },
        {
          title: 'Negotiate and Close',
          description:
            'We compare every offer on price, terms and strength of financing, then manage inspections, appraisal and attorney review through to closing.',
        },
      ],
    },
    {
      blockType: 'statsGrid',
      title: 'Results for Our Sellers',
      subtitle: 'Demo figures: replace them with your own results',
      variant: 'market',
      stats: [
        {
          value: '100.9%',
          label: 'Sale-to-List Price',
          description: 'Average final price vs. asking',
          change: '+1.2 pts',
          trend: 'up',
        },
        {
          value: '24',
          label: 'Days to Contract',
          description: 'Average, vs. 34 across Sussex County',
          change: '-10 days',
          trend: 'down',
        },
        { value: '250+', label: 'Homes Sold', description: 'Across northern New Jersey' },
        { value: '5.0', label: 'Client Rating', description: 'Average across client reviews' },
      ],
    },
    {
      blockType: 'callToAction',
      variant: 'default',
      backgroundColor: 'white',
      title: 'Know Your Number Before You List',
      subtitle: 'A free, no-obligation valuation',
      description:
        "See what today's buyers are paying for homes like yours: the closed sales nearby, each one compared with your home. Then we walk through it with you and show what would raise your price.",
      button: { text: 'Request a Free Valuation', href: '/home-value', variant: 'primary' },
    },
  ],
  seo: {
    title: "Home Seller's Guide for Northern New Jersey",
    description:
      'How to sell your home in Sussex and Warren counties, NJ for the best price: pricing, preparation, marketing and negotiation.',
  },
})
