import { SiteLink, type SiteLinkProps } from "../layout/site-link";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-forest text-white hover:bg-forest-dark shadow-sm",
  secondary: "border-2 border-forest bg-paper text-forest hover:bg-linen",
  light: "bg-paper text-walnut-dark hover:bg-linen shadow-sm",
  outlineLight: "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "min-h-11 px-5 py-2.5 text-base",
  sm: "min-h-10 px-4 py-2 text-sm",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors",
    variants[variant],
    sizes[size],
  );
}

/** A link styled as a button; internal navigation scrolls to the top. */
export function ButtonLink({
  variant = "primary",
  size = "md",
  className,
  ...props
}: SiteLinkProps & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <SiteLink className={cn(buttonClasses(variant, size), className)} {...props} />;
}
